const CANDIDATES = '[href],button,input,select,textarea,summary,[tabindex]';

function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(CANDIDATES)).filter(
    (element) =>
      element.tabIndex >= 0 && !element.matches(':disabled') && element.getClientRects().length > 0,
  );
}

const FOLLOWING = 4; // Node.DOCUMENT_POSITION_FOLLOWING

/**
 * A modal layer's Tab stops as the browser counts them, for content of any kind: a radio group (a
 * star rating) is one stop, its checked radio, else its first; and a focused part that is no stop
 * (a section a contents link jumped to) is listed where it sits, so Tab goes on from there rather
 * than from the top.
 */
export function tabStops(root: HTMLElement): HTMLElement[] {
  const chosen = new Set(
    Array.from(
      root.querySelectorAll<HTMLInputElement>('input:checked:not(:disabled)'),
      (input) => input.name,
    ),
  );
  const seen = new Set<string>();
  const stops = tabbables(root).filter((element) => {
    const { type, name, checked } = element as HTMLInputElement;
    return (
      type !== 'radio' || checked || (!chosen.has(name) && !seen.has(name) && !!seen.add(name))
    );
  });
  const active = root.ownerDocument.activeElement;
  if (active instanceof HTMLElement && active !== root && root.contains(active)) {
    if (!stops.includes(active)) {
      const after = stops.findIndex((stop) => active.compareDocumentPosition(stop) & FOLLOWING);
      stops.splice(after < 0 ? stops.length : after, 0, active);
    }
  }
  return stops;
}
