import { calendarDay, type Day } from '../../../screen/calendarDay.ts';
import { daysBetween, monthsBetween } from './calendarMonths.ts';
import { monthlyRate, yearlyRate } from './effectiveRate.ts';

/** What the disclosure reads of an offer (both confirm answers carry it). */
export interface CostInputs {
  /** Minor units, as every amount here. */
  amount: number;
  /** The term, in `termUnit`s: in days, it checks the phone's date where the offer dates nothing. */
  periods: number;
  termUnit: string;
  /** What the borrower receives after fees deducted up front; absent, the amount. */
  netProceeds?: number;
  repay_plans: readonly { amount: number; pay_time: number | string }[];
  /** With `firstPeriodDay`, dates the payout: the first payment falls that many days after it. */
  firstPayTime: number | string;
  firstPeriodDay: number;
}

/** The Truth in Lending figures of an offer: minor units and rates as fractions. */
export interface CostOfCredit {
  amountFinanced: number;
  netProceeds: number;
  /** Everything the borrower pays beyond the net proceeds. */
  financeCharge: number;
  totalToRepay: number;
  monthlyRate: number;
  yearlyRate: number;
}

/**
 * The day the loan is paid out: its first payment date less the days of its first period, as
 * the server counted them. Where the offer does not say, `today`, unless its first payment does
 * not fall within the term of it (a day's slack for where the day turns): a phone clock years
 * behind, as a cheap phone's after a flat battery, would spread the charge over years and show a
 * rate far too low. `null` then: the cost cannot be worked out.
 */
export function payoutDay(offer: CostInputs, today: Day, timeZone: string): Day | null {
  const first = calendarDay(offer.firstPayTime, timeZone);
  if (!first || !Number.isSafeInteger(offer.firstPeriodDay) || offer.firstPeriodDay <= 0) {
    const days = first && offer.termUnit === 'day' ? daysBetween(today, first) : 1;
    return days > 0 && days <= offer.periods + 1 ? today : null;
  }
  const date = new Date(Date.UTC(first.year, first.month - 1, first.day - offer.firstPeriodDay));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const isAmount = (value: number) => Number.isSafeInteger(value) && value > 0;

/**
 * The cost of an offer paid out on `payout` (see `payoutDay`): the finance charge, the total and
 * the effective rate of the real cash flows. `null` when the plan cannot be read: no payment,
 * an amount missing, a date unreadable or not after the payout, or net proceeds above the amount.
 */
export function costOfCredit(
  offer: CostInputs,
  payout: Day,
  timeZone: string,
): CostOfCredit | null {
  const netProceeds = offer.netProceeds || offer.amount;
  if (!isAmount(offer.amount) || !isAmount(netProceeds) || netProceeds > offer.amount) return null;
  const payments = [];
  for (const plan of offer.repay_plans) {
    const due = calendarDay(plan.pay_time, timeZone);
    if (!due || !isAmount(plan.amount)) return null;
    payments.push({ amount: plan.amount, months: monthsBetween(payout, due) });
  }
  const monthly = monthlyRate(netProceeds, payments);
  if (monthly === null) return null;
  const totalToRepay = payments.reduce((sum, { amount }) => sum + amount, 0);
  return {
    amountFinanced: offer.amount,
    netProceeds,
    financeCharge: totalToRepay - netProceeds,
    totalToRepay,
    monthlyRate: monthly,
    yearlyRate: yearlyRate(monthly),
  };
}
