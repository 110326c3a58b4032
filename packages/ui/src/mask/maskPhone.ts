import { digitsOnly } from './digitsOnly.ts';

/** The most digits the phone mask keeps: a national number, e.g. `09171234567`. */
export const PHONE_MAX_DIGITS = 11;

/** The 'phone' mask: at most 11 digits, grouped 3-4-4 (`'09171234567'` -> `'091 7123 4567'`). */
export function maskPhone(input: string): string {
  const digits = digitsOnly(input).slice(0, PHONE_MAX_DIGITS);
  return [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7)].filter(Boolean).join(' ');
}
