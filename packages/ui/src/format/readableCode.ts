/**
 * A pay or reference code as people read it: five digits or more with no spaces come in groups
 * of four (`'778812345566'` -> `'7788 1234 5566'`), so a screen reader says it four digits at
 * a time rather than as a number in the billions, and a cashier reads it back easily. Any other
 * code is left as given.
 */
export function readableCode(code: string): string {
  return /^\d{5,}$/.test(code) ? code.replace(/(\d{4})(?=\d)/g, '$1 ') : code;
}
