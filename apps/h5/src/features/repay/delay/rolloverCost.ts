import type { RolloverDetail } from '../../../api/schemas/repay.ts';
import { calendarDay, type Day } from '../../../screen/calendarDay.ts';

/** What an extension costs: minor units, and the fee as a fraction of the amount due a month. */
export interface RolloverCost {
  fee: number;
  /** The amount due on the new date: the plan's items that fall on it. */
  amountDue: number;
  /** Days from the plan's first date (the fee is paid then) to the new due date. */
  days: number;
  /** The fee over the amount due, per month (365/12 days) of extension. */
  feePerMonth: number;
}

/** What the cost is read from: the fee, the new date and the plan. */
export type RolloverTerms = Pick<RolloverDetail, 'delayInfo' | 'repayDate' | 'repayPlan'>;

const DAYS_A_MONTH = 365 / 12;
const dayNumber = ({ year, month, day }: Day) => Date.UTC(year, month - 1, day) / 86_400_000;

/**
 * The cost of rolling the loan over, from the delay fee, the new due date and the plan.
 * `null` when the answer cannot say: no fee, no readable new date, nothing due on it, or no
 * earlier date to count the extension from.
 */
export function rolloverCost(detail: RolloverTerms, timeZone: string): RolloverCost | null {
  const fee = detail.delayInfo.delayAmount;
  const due = calendarDay(detail.repayDate, timeZone);
  if (!(fee > 0) || !due) return null;
  const dated = detail.repayPlan.map((item) => ({ item, day: calendarDay(item.time, timeZone) }));
  if (dated.some(({ day }) => !day)) return null;
  const dueDay = dayNumber(due);
  const amountDue = dated
    .filter(({ day }) => day && dayNumber(day) === dueDay)
    .reduce((sum, { item }) => sum + item.amount, 0);
  const start = Math.min(...dated.map(({ day }) => (day ? dayNumber(day) : dueDay)));
  const days = dueDay - start;
  if (!(amountDue > 0) || !(days > 0)) return null;
  return { fee, amountDue, days, feePerMonth: (fee / amountDue) * (DAYS_A_MONTH / days) };
}
