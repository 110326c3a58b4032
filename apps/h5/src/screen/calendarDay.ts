import { formatDate } from '@hiram/ui';

/** A calendar day: month 1-12. */
export interface Day {
  year: number;
  month: number;
  day: number;
}

/** A date as the calendar day it is in `timeZone`; `undefined` when it cannot be read. */
export function calendarDay(value: number | string, timeZone: string): Day | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(formatDate(value, { timeZone }));
  if (!match) return undefined;
  const [year = 0, month = 0, day = 0] = match.slice(1).map(Number);
  return { year, month, day };
}

/** Today in `timeZone`; in UTC when the zone is unknown. */
export function todayIn(timeZone: string, now = Date.now()): Day {
  const date = new Date(now);
  return (
    calendarDay(now, timeZone) ?? {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
    }
  );
}
