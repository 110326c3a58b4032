const FIRST_DAY_OF_MONTH = 1;
const LAST_DAY_OF_MONTH = 31;

/** The whole days of a month from `min` to `max`, both kept within 1–31. */
export function dayRange(min = FIRST_DAY_OF_MONTH, max = LAST_DAY_OF_MONTH): number[] {
  const from = Math.max(FIRST_DAY_OF_MONTH, Math.ceil(min));
  const to = Math.min(LAST_DAY_OF_MONTH, Math.floor(max));
  if (!Number.isFinite(from) || !Number.isFinite(to) || from > to) return [];
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
