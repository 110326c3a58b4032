import { digitsOnly } from '../mask/digitsOnly.ts';

/** Digits left visible at the end of a card or phone number. */
export const VISIBLE_END_DIGITS = 4;
const PHONE_DIGITS = 11;
const HIDDEN = '***';

/** The digits a masked card or phone number still shows at its end: at most the last 4. */
export function visibleEnd(value: string): string {
  return digitsOnly(value).slice(-VISIBLE_END_DIGITS);
}

/**
 * A card number with all but its last 4 digits hidden: `'4111111111111234'` -> `'**** 1234'`.
 * Spaces, dashes and full-width digits are accepted; no digits gives `''`.
 */
export function maskCardForDisplay(value: string): string {
  const end = visibleEnd(value);
  return end ? `**** ${end}` : '';
}

/**
 * A phone number with its middle hidden: `'09171234567'` -> `'0917 *** 4567'`. Numbers of
 * 11 digits or more keep their first 4 and last 4; shorter ones keep only the last 4.
 * The mark never shows how many digits it hides.
 */
export function maskPhoneForDisplay(value: string): string {
  const digits = digitsOnly(value);
  if (!digits) return '';
  const end = digits.slice(-VISIBLE_END_DIGITS);
  if (digits.length >= PHONE_DIGITS) return `${digits.slice(0, 4)} ${HIDDEN} ${end}`;
  return `${HIDDEN} ${end}`;
}
