import { type DisplayFormat, showMoney } from '../../screen/index.ts';
import type { PlaceholderValues } from './shared/fillDocument.ts';

/** Daily interest on the unpaid amount from `fromDay` overdue up to `toDay`, both included. */
export interface OverdueInterestBand {
  fromDay: number;
  toDay: number;
  percentPerDay: number;
}

/**
 * The product's loan terms (spec section 9): the one place a brand changes them. The loan
 * agreement's text names them only through placeholders (`loanTermValues`).
 */
export interface LoanTerms {
  /** Calendar days. */
  term: { minDays: number; maxDays: number };
  /** Charged once, in minor units of the currency the flag selects. */
  latePenalty: { newClient: number; repeatClient: number };
  /** On top of the penalty; the last band has no end. */
  overdueInterest: readonly [
    OverdueInterestBand,
    OverdueInterestBand,
    Omit<OverdueInterestBand, 'toDay'>,
  ];
  prepayment: { afterTermPercent: number; notBeforeDaysAfterDisbursement: number };
  decisionWithinDays: number;
  /** Calendar days. */
  disbursementDays: { min: number; max: number };
  minimumAge: number;
  /** Calendar days to report a change of name or address. */
  reportChangeWithinDays: number;
  complaintAnswerWithinWeekdays: number;
}

export const loanTerms: LoanTerms = {
  term: { minDays: 91, maxDays: 365 },
  latePenalty: { newClient: 100_000, repeatClient: 80_000 },
  overdueInterest: [
    { fromDay: 1, toDay: 30, percentPerDay: 5 },
    { fromDay: 31, toDay: 90, percentPerDay: 4 },
    { fromDay: 91, percentPerDay: 2 },
  ],
  prepayment: { afterTermPercent: 50, notBeforeDaysAfterDisbursement: 7 },
  decisionWithinDays: 1,
  disbursementDays: { min: 1, max: 3 },
  minimumAge: 18,
  reportChangeWithinDays: 3,
  complaintAnswerWithinWeekdays: 3,
};

/** SEC MC 18 s.2019: the hours a collector may contact a borrower, and the exception's threshold. */
export const collectionRules = {
  contactFrom: '06:00',
  contactUntil: '22:00',
  pastDueDaysException: 15,
} as const;

/** The agreement's placeholders for the terms, money in the brand's format and the flag's currency. */
export function loanTermValues(
  terms: LoanTerms,
  format: DisplayFormat,
  rules: typeof collectionRules = collectionRules,
): PlaceholderValues {
  const [first, second, third] = terms.overdueInterest;
  return {
    termMinDays: String(terms.term.minDays),
    termMaxDays: String(terms.term.maxDays),
    penaltyNewClient: showMoney(terms.latePenalty.newClient, format),
    penaltyRepeatClient: showMoney(terms.latePenalty.repeatClient, format),
    interest1Rate: `${first.percentPerDay}%`,
    interest1From: String(first.fromDay),
    interest1To: String(first.toDay),
    interest2Rate: `${second.percentPerDay}%`,
    interest2From: String(second.fromDay),
    interest2To: String(second.toDay),
    interest3Rate: `${third.percentPerDay}%`,
    interest3From: String(third.fromDay),
    prepaymentAfterTerm: `${terms.prepayment.afterTermPercent}%`,
    prepaymentMinDays: String(terms.prepayment.notBeforeDaysAfterDisbursement),
    decisionDays: String(terms.decisionWithinDays),
    disbursementMinDays: String(terms.disbursementDays.min),
    disbursementMaxDays: String(terms.disbursementDays.max),
    minimumAge: String(terms.minimumAge),
    reportChangeDays: String(terms.reportChangeWithinDays),
    complaintWeekdays: String(terms.complaintAnswerWithinWeekdays),
    contactFrom: rules.contactFrom,
    contactUntil: rules.contactUntil,
    pastDueDays: String(rules.pastDueDaysException),
  };
}
