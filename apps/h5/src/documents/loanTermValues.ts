import type { LoanTerms } from '../config/loanTerms.ts';
import { type DisplayFormat, showMoney } from '../screen/index.ts';
import type { PlaceholderValues } from './fillDocument.ts';

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
