/*
 * What a visitor typed into the prerendered page's named fields before its code arrived, for a
 * page rendered afresh rather than hydrated (the visitor's language is not the page's): the new
 * fields take it over, and the one that had focus takes the focus back. Only such a page and the
 * forms' own chunks load this module.
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

const typed = new Map<string, string>();
let focused: string | undefined;
let stopFollowing = () => {};

const isNamedField = (node: EventTarget | null): node is Field =>
  (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement) && node.name !== '';

/** Follows the named fields of `root`, whose HTML is about to be replaced, until a new one takes its text. */
export function keepTypedFields(root: HTMLElement): void {
  const fields = Array.from(root.querySelectorAll('input, textarea')).filter(isNamedField);
  if (fields.length === 0) return;
  for (const field of fields)
    if (field.value !== field.defaultValue) typed.set(field.name, field.value);
  const active = root.ownerDocument.activeElement;
  if (isNamedField(active) && root.contains(active)) focused = active.name;
  const onInput = ({ target }: Event) => {
    if (isNamedField(target)) typed.set(target.name, target.value);
  };
  const onFocus = ({ target }: Event) => {
    focused = isNamedField(target) ? target.name : undefined;
  };
  root.addEventListener('input', onInput, true);
  root.addEventListener('focusin', onFocus);
  stopFollowing = () => {
    root.removeEventListener('input', onInput, true);
    root.removeEventListener('focusin', onFocus);
  };
}

/** What was typed into the old field named `name` (if anything), once, and whether it had the focus. */
export function takeTypedField(name: string): { value?: string; focused: boolean } {
  // The first field to ask has replaced the old HTML: nothing more can be typed into it.
  stopFollowing();
  const value = typed.get(name);
  typed.delete(name);
  const wasFocused = focused === name;
  if (wasFocused) focused = undefined;
  return value === undefined ? { focused: wasFocused } : { value, focused: wasFocused };
}
