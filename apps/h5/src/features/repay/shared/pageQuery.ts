import type { Session } from '../../../session/index.ts';

/** Contract section 3: `currencyType` from the page URL, else the session's (1 is the rupee). */
export function currencyFlagFrom(search: string, session: Pick<Session, 'currencyType'>): string {
  return new URLSearchParams(search).get('currencyType')?.trim() || session.currencyType;
}

/**
 * The amount to pay a page's query gives, in minor units: a whole number above 0. Anything else
 * (absent, empty, negative, a fraction, text, too large to be exact) is `null`, and the page says
 * the amount is unknown rather than asking for it. Zero too: there is nothing to pay, and "pay
 * the exact amount, ₱0,00" would read as nothing owed.
 */
export function amountToPay(raw: string | null): number | null {
  const digits = raw?.trim() ?? '';
  if (!/^\d+$/.test(digits)) return null;
  const amount = Number(digits);
  return Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}
