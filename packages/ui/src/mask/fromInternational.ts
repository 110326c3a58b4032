import { digitsOnly } from './digitsOnly.ts';
import { PHONE_MAX_DIGITS } from './maskPhone.ts';

/**
 * A `MaskedField` `normalize` for phone numbers: a number typed or pasted in international form
 * (`+63 917 123 4567`, `+63 0917 123 4567` with the trunk prefix kept, or the twelve digits
 * `639171234567`) becomes its national form with one trunk prefix (`09171234567`), which the
 * phone mask would otherwise cut to its first eleven digits. Anything else is left as typed.
 */
export function fromInternational(
  countryCode: string,
  trunkPrefix = '0',
): (typed: string) => string {
  const internationalLength = countryCode.length + PHONE_MAX_DIGITS - trunkPrefix.length;
  return (typed) => {
    const digits = digitsOnly(typed);
    if (!digits.startsWith(countryCode)) return typed;
    const international =
      typed.trimStart().startsWith('+') || digits.length === internationalLength;
    if (!international) return typed;
    const national = digits.slice(countryCode.length);
    return national.startsWith(trunkPrefix) ? national : trunkPrefix + national;
  };
}
