/**
 * Drops `text` into `field` at `at`, as a drag from another app does: the browser puts it in and
 * leaves it selected, then fires `input` with `insertFromDrop`.
 */
export function dropText(field: HTMLInputElement | HTMLTextAreaElement, text: string, at: number) {
  field.focus();
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setValue?.call(field, field.value.slice(0, at) + text + field.value.slice(at));
  field.setSelectionRange(at, at + text.length);
  field.dispatchEvent(
    new InputEvent('input', { bubbles: true, inputType: 'insertFromDrop', data: text }),
  );
}
