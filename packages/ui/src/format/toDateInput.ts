/** Numbers below this (in absolute value) are epoch seconds, the rest epoch milliseconds. */
const SECONDS_LIMIT = 1e12;

const NUMERIC = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/;

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** An instant, or a wall-clock time already in the display zone (an ISO string without offset). */
export type DateInput =
  | { kind: 'instant'; ms: number }
  | {
      kind: 'wallClock';
      year: number;
      month: number;
      day: number;
      hour: number;
      minute: number;
      second: number;
    };

function instant(ms: number): DateInput | undefined {
  return Number.isNaN(new Date(ms).getTime()) ? undefined : { kind: 'instant', ms };
}

function fromEpoch(value: number): DateInput | undefined {
  if (!Number.isFinite(value)) return undefined;
  return instant(Math.abs(value) < SECONDS_LIMIT ? value * 1000 : value);
}

function offsetMinutes(offset: string): number | undefined {
  if (offset.toUpperCase() === 'Z') return 0;
  const hours = Number(offset.slice(1, 3));
  // ISO 8601's `±hh` form (PostgreSQL writes offsets so) has no minutes.
  const minutes = offset.length > 3 ? Number(offset.slice(-2)) : 0;
  if (hours > 23 || minutes > 59) return undefined;
  return (offset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

function fromIso(text: string): DateInput | undefined {
  const match = ISO.exec(text.trim());
  if (!match) return undefined;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map((group) => Number(group ?? 0));
  const fraction = Number(match[7] ?? 0) * 1000;
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hour, minute, second);
  const exists =
    utc.getUTCMonth() === month - 1 &&
    utc.getUTCDate() === day &&
    utc.getUTCHours() === hour &&
    utc.getUTCMinutes() === minute &&
    utc.getUTCSeconds() === second;
  if (!exists) return undefined;
  const offset = match[8];
  if (offset === undefined) return { kind: 'wallClock', year, month, day, hour, minute, second };
  const minutes = offsetMinutes(offset);
  if (minutes === undefined) return undefined;
  return instant(utc.getTime() + fraction - minutes * 60_000);
}

/**
 * Reads epoch seconds or milliseconds (numbers or numeric strings), ISO 8601 strings and Dates.
 * Unreadable input gives `undefined`.
 */
export function toDateInput(value: number | string | Date): DateInput | undefined {
  if (value instanceof Date) return instant(value.getTime());
  if (typeof value === 'number') return fromEpoch(value);
  if (typeof value !== 'string') return undefined;
  return NUMERIC.test(value) ? fromEpoch(Number(value)) : fromIso(value);
}
