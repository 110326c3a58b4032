export type CurrencySign = '₹' | '₱';

/** The sign for a record's currency flag: `1` or `'1'` is the rupee '₹', anything else the peso '₱'. */
export function currencySign(flag: unknown): CurrencySign {
  return flag === 1 || flag === '1' ? '₹' : '₱';
}
