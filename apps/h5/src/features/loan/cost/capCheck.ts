import type { Day } from '../../../screen/calendarDay.ts';
import type { CostOfCredit } from './costOfCredit.ts';

/** One cap an offer goes beyond. Figures are fractions: 0.15 is 15%. */
export interface CapBreach {
  rule: 'SEC MC 3 s.2022' | 'SEC MC 14 s.2025';
  measure: 'monthlyRate' | 'totalCost';
  cap: number;
  figure: number;
}

/** SEC MC 14 s.2025 applies to loans entered into from this day. */
const MC_14_FROM: Day = { year: 2026, month: 4, day: 1 };

const onOrAfter = (day: Day, from: Day) =>
  Date.UTC(day.year, day.month - 1, day.day) >= Date.UTC(from.year, from.month - 1, from.day);

/**
 * The SEC caps in force on `date` that the offer's cost goes beyond (research: philippines.md).
 * MC 3 s.2022: an effective rate of at most 15% a month, a total cost of at most 100% of the
 * amount borrowed. MC 14 s.2025: at most 12% a month for loans from 1 April 2026. A QA aid,
 * not a legal finding: it knows nothing of whether the loan is the small, short, unsecured
 * kind these circulars cover.
 */
export function capBreaches(cost: CostOfCredit, date: Day): CapBreach[] {
  const breaches: CapBreach[] = [];
  const rateCap = onOrAfter(date, MC_14_FROM)
    ? ({ rule: 'SEC MC 14 s.2025', cap: 0.12 } as const)
    : ({ rule: 'SEC MC 3 s.2022', cap: 0.15 } as const);
  if (cost.monthlyRate > rateCap.cap) {
    breaches.push({ ...rateCap, measure: 'monthlyRate', figure: cost.monthlyRate });
  }
  const totalCost = cost.financeCharge / cost.amountFinanced;
  if (totalCost > 1) {
    breaches.push({ rule: 'SEC MC 3 s.2022', measure: 'totalCost', cap: 1, figure: totalCost });
  }
  return breaches;
}
