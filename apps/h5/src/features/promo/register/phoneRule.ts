import type { PhoneRule } from '../../../config/promo.ts';

/**
 * What the visitor may type: digits, and for `ph` a leading `+` and spaces (`+63 917 123 4567`).
 * Typing beyond the rule's length is ignored: `09` numbers stop at 11 digits, `+63` numbers at 12,
 * `cn` numbers at 11.
 */
export function limitPhoneInput(rule: PhoneRule, raw: string): string {
  if (rule === 'cn') return raw.replace(/\D/g, '').slice(0, 11);
  const international = raw.trimStart().startsWith('+');
  const maxDigits = international ? 12 : 11;
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
