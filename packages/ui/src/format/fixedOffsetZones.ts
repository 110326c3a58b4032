/**
 * Zones whose UTC offset has not changed for decades (IANA tzdata 2025c): zone, offset in
 * minutes, and the first year it holds for. Their instants are shown by arithmetic, because a
 * page's first `Intl.DateTimeFormat` costs about 40 ms of main thread while the browser loads its
 * zone data. A zone that adopts daylight saving again must leave this table.
 */
export const FIXED_OFFSET_ZONES: ReadonlyMap<string, readonly [number, number]> = new Map([
  // Last daylight saving in 1990.
  ['Asia/Manila', [480, 1991]],
  // WIB since 1964.
  ['Asia/Jakarta', [420, 1964]],
  // IST since October 1945.
  ['Asia/Kolkata', [330, 1946]],
]);
