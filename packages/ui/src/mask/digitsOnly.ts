const FULL_WIDTH_DIGIT = /[\uFF10-\uFF19]/g;
const NOT_A_DIGIT = /[^0-9]/g;

/** Keeps the ASCII digits of `input`, after turning full-width digits (０-９) into ASCII ones. */
export function digitsOnly(input: string): string {
  return input
    .replace(FULL_WIDTH_DIGIT, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xff10 + 0x30))
    .replace(NOT_A_DIGIT, '');
}
