import type { KeyboardEvent } from 'react';

/** The fields Enter steps through: those a visitor types in. */
const TYPED =
  'input:not([type=hidden],[type=checkbox],[type=radio],[type=submit],[type=button],:disabled), textarea:not(:disabled)';

/**
 * A form's `onKeyDown`: Enter (a phone keyboard's Go or Next) in a field moves to the next field
 * rather than sending a half-filled form; in the last one it sends the form, as it always does.
 */
export function enterMovesOn(event: KeyboardEvent<HTMLFormElement>): void {
  const field = event.target;
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  if (!(field instanceof HTMLInputElement)) return;
  const fields = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(TYPED));
  const next = fields[fields.indexOf(field) + 1];
  if (!next) return;
  event.preventDefault();
  next.focus();
}
