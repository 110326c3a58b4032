/** Daily interest on the unpaid amount from `fromDay` overdue up to `toDay`, both included. */
export interface OverdueInterestBand {
  fromDay: number;
  toDay: number;
  percentPerDay: number;
}

/**
 * The product's loan terms (spec section 9): the one place a brand changes them. The loan
 * agreement and the other pages name them only through placeholders, never as written figures.
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
