import type { Day } from '../../../screen/calendarDay.ts';

const DAY_MS = 86_400_000;

const utc = (year: number, monthIndex: number, day: number) => Date.UTC(year, monthIndex, day);

/** `from` moved `months` calendar months on, its day clamped to the month's last (31 Jan + 1 = 28/29 Feb). */
function addMonths(from: Day, months: number): number {
  const monthIndex = from.month - 1 + months;
  const lastDay = new Date(utc(from.year, monthIndex + 1, 0)).getUTCDate();
  return utc(from.year, monthIndex, Math.min(from.day, lastDay));
}

/** The days from `from` to `to`, negative when `to` comes first. */
export const daysBetween = (from: Day, to: Day): number =>
  (utc(to.year, to.month - 1, to.day) - utc(from.year, from.month - 1, from.day)) / DAY_MS;

/**
 * The time from `from` to `to` in calendar months: whole months, then the days left as a share
 * of the month they fall in. A payment on the same day of each month is exactly 1, 2, 3… months
 * away, so an equal monthly plan's rate comes out as its nominal rate.
 */
export function monthsBetween(from: Day, to: Day): number {
  const end = utc(to.year, to.month - 1, to.day);
  if (end < utc(from.year, from.month - 1, from.day)) return -monthsBetween(to, from);
  let whole = (to.year - from.year) * 12 + (to.month - from.month);
  while (whole > 0 && addMonths(from, whole) > end) whole -= 1;
  const start = addMonths(from, whole);
  const next = addMonths(from, whole + 1);
  return whole + (end - start) / DAY_MS / ((next - start) / DAY_MS);
}
