import type { LoanTerms } from '../config/loanTerms.ts';
import type { DisplayFormat } from '../screen/index.ts';
import type { CompanyFacts } from './companyFacts.ts';
import type { PlaceholderValues } from './fillDocument.ts';
import { loanTermValues } from './loanTermValues.ts';

/** Spec section 9: the official pages claim this many users, shown as "10,000+". */
export const USERS_CLAIMED = 10_000;

/** A whole number with the brand's thousands separator. */
export function groupThousands(value: number, separator: string): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Every placeholder a legal text may use: the lender's facts, the loan terms, the users claim. */
export function legalValues(
  company: CompanyFacts,
  terms: LoanTerms,
  format: DisplayFormat,
): PlaceholderValues {
  return {
    ...company,
    ...loanTermValues(terms, format),
    users: `${groupThousands(USERS_CLAIMED, format.thousandsSeparator)}+`,
  };
}
