import { insertedText } from '@hiram/ui';
import type { PhoneRule } from '../../../config/promo.ts';

/** Full-width digits and plus (a Chinese or Japanese keyboard's), and the ideographic space. */
const FULL_WIDTH = /[\uFF10-\uFF19\uFF0B\u3000]/g;

const ascii = (text: string) =>
  text.replace(FULL_WIDTH, (char) =>
    char === '\u3000' ? ' ' : String.fromCharCode(char.charCodeAt(0) - 0xfee0),
  );

const digitCount = (text: string) => text.replace(/\D/g, '').length;

const PH_TRUNK = /^(\D*6\D*3\D*)(?:0\D*)+/;
const CN_COUNTRY = /^86(?=\d{11}$)/;

/**
 * What the visitor may type: digits, and for `ph` a leading `+` and spaces (`+63 917 123 4567`);
 * `63` first is the international form without its plus. `09` numbers stop at 11 digits, `+63`
 * numbers at 12 (a trunk 0 after `+63` dropped), `cn` numbers at 11 (`86` before 11 digits
 * dropped): a digit typed into a whole number (`current`) is refused, and a longer paste is cut.
 * A whole number pasted where one was replaces it.
 */
export function limitPhoneInput(
  rule: PhoneRule,
  typed: string,
  current = '',
  caret = typed.length,
): string {
  const pasted = insertedText(current, typed, caret);
  if (current !== '' && digitCount(ascii(pasted)) >= 11) return limitPhoneInput(rule, pasted);
  const text = ascii(typed);
  if (rule === 'cn') {
    // A number given with its country code (`+86 138…`, as a contact card or autofill has it).
    const digits = text.replace(/\D/g, '').replace(CN_COUNTRY, '');
    return digits.length > 11 && digitCount(current) === 11 ? current : digits.slice(0, 11);
  }
  // What the number starts with, stray letters and signs aside (as they are dropped below): read
  // as the kept text will be read again, so a second pass keeps it as it is.
  const start = text.replace(/[^\d +]/g, '').trimStart();
  const international = start.startsWith('+') || start.replace(/\D/g, '').startsWith('63');
  // The trunk 0 many write after +63 (`+63 0917…`, `+63 (0) 917…`) is not part of the number.
  const raw = international ? text.replace(PH_TRUNK, '$1') : text;
  const maxDigits = international ? 12 : 11;
  if (digitCount(raw) > maxDigits && digitCount(current) === maxDigits) return current;
  let digits = 0;
  let kept = international ? '+' : '';
  for (const char of raw.replace(/[^\d ]/g, '')) {
    if (char === ' ') {
      if (kept !== '' && !kept.endsWith(' ') && digits < maxDigits) kept += ' ';
    } else if (digits < maxDigits) {
      kept += char;
      digits += 1;
    }
  }
  return kept;
}

const PH_LOCAL = /^09\d{9}$/;
const PH_INTERNATIONAL = /^\+639\d{9}$/;
const CN = /^1[3-9]\d{9}$/;

/**
 * `ph`: `09` plus 9 digits, or `+63 9` plus 9 digits, spaces anywhere; `cn`: the spec's 11
 * digits, `1` then 3-9.
 */
export function isValidPhone(rule: PhoneRule, value: string): boolean {
  if (rule === 'cn') return CN.test(value);
  const compact = value.replace(/ /g, '');
  return PH_LOCAL.test(compact) || PH_INTERNATIONAL.test(compact);
}

/** The number as sent: `ph` numbers in their local `09…` form, so one phone is one number. */
export function phoneToSend(rule: PhoneRule, value: string): string {
  const compact = value.replace(/ /g, '');
  return rule === 'ph' && compact.startsWith('+63') ? `0${compact.slice(3)}` : compact;
}
