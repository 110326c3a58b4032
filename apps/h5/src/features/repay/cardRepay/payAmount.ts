/**
 * The amount to repay, from the page query's `amount` (minor units): a whole number above 0.
 * Anything else (absent, empty, negative, a fraction, text, too large to be exact) is `null`,
 * and the screen offers no way to pay. Zero is refused too: there is nothing to repay.
 */
export function parsePayAmount(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const amount = Number(raw.trim());
  return Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}
