/**
 * Puts `text` on the clipboard. Tries the async Clipboard API (secure contexts only), then the
 * `execCommand('copy')` route that Android web views and in-app browsers still need.
 * Resolves whether the text was copied; never rejects.
 */
export async function copyText(text: string): Promise<boolean> {
  if (typeof document === 'undefined') return false;
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (window.isSecureContext && typeof clipboard?.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Denied, no focus or not implemented: the legacy route may still work.
    }
  }
  return copyWithTextarea(text);
}

function copyWithTextarea(text: string): boolean {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const fieldSelection: [number | null, number | null] | null =
    active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
      ? [active.selectionStart, active.selectionEnd]
      : null;
  const selection = document.getSelection();
  const ranges: Range[] = [];
  for (let index = 0; index < (selection?.rangeCount ?? 0); index += 1) {
    const range = selection?.getRangeAt(index);
    if (range) ranges.push(range);
  }

  const area = document.createElement('textarea');
  area.value = text;
  // Read-only keeps the keyboard down on iOS; 16px stops it zooming in on focus.
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.tabIndex = -1;
  area.style.cssText =
    'position:fixed;top:0;left:-9999px;width:1px;height:1px;padding:0;border:0;opacity:0;font-size:16px;';
  // A modal <dialog> makes the rest of the page inert: stay inside it.
  const host = active?.closest('dialog') ?? document.body;
  host.appendChild(area);

  let copied = false;
  try {
    area.focus({ preventScroll: true });
    area.select();
    // iOS ignores select() on read-only fields.
    area.setSelectionRange(0, text.length);
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  } finally {
    area.remove();
    if (selection) {
      selection.removeAllRanges();
      for (const range of ranges) selection.addRange(range);
    }
    if (active?.isConnected) {
      active.focus({ preventScroll: true });
      if (
        fieldSelection &&
        (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)
      ) {
        const [start, end] = fieldSelection;
        try {
          if (start !== null && end !== null) active.setSelectionRange(start, end);
        } catch {
          // Input types such as email have no selection API.
        }
      }
    }
  }
  return copied;
}
