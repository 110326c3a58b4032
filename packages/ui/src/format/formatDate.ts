import { FIXED_OFFSET_ZONES } from './fixedOffsetZones.ts';
import { type DateInput, toDateInput } from './toDateInput.ts';

export interface DateFormatOptions {
  /** Adds ` HH:mm:ss` (24-hour clock). */
  time?: boolean | undefined;
  /** IANA zone to show the date in; `Asia/Manila` by default, never the machine's zone. */
  timeZone?: string | undefined;
}

type Fields = Omit<Extract<DateInput, { kind: 'wallClock' }>, 'kind'>;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      era: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function fieldsIn(formatter: Intl.DateTimeFormat, ms: number): Fields | undefined {
  const parts = new Map(formatter.formatToParts(ms).map((p) => [p.type, p.value]));
  if (parts.get('era') !== 'AD') return undefined;
  return {
    year: Number(parts.get('year')),
    month: Number(parts.get('month')),
    day: Number(parts.get('day')),
    hour: Number(parts.get('hour')),
    minute: Number(parts.get('minute')),
    second: Number(parts.get('second')),
  };
}

/** The wall clock at `ms` in a zone of fixed offset, by arithmetic; past year 275760, none. */
function fieldsAtOffset(ms: number, offsetMinutes: number): Fields | undefined {
  const wall = new Date(ms + offsetMinutes * 60_000);
  if (Number.isNaN(wall.getTime())) return undefined;
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** The wall clock of `input` in `timeZone`; `undefined` in an unknown zone. */
function wallClock(input: DateInput, timeZone: string): Fields | undefined {
  const fixed = FIXED_OFFSET_ZONES.get(timeZone);
  if (fixed) {
    if (input.kind === 'wallClock') return input;
    const [offsetMinutes, sinceYear] = fixed;
    if (input.ms >= Date.UTC(sinceYear, 0)) return fieldsAtOffset(input.ms, offsetMinutes);
  }
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = formatterFor(timeZone);
  } catch {
    return undefined;
  }
  return input.kind === 'instant' ? fieldsIn(formatter, input.ms) : input;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * Shows a date as `YYYY-MM-DD`, or `YYYY-MM-DD HH:mm:ss` with `{ time: true }`, in `timeZone`
 * (`Asia/Manila` unless given; the machine's zone never matters).
 *
 * - Numbers and numeric strings are epoch seconds when their absolute value is below 1e12,
 *   otherwise epoch milliseconds.
 * - Other strings are ISO 8601 (`2024-01-02`, `2024-01-02T08:30:00Z`,
 *   `2024-01-02 08:30:00+08:00`). One without an offset is a wall-clock time already in
 *   `timeZone` and is shown as written (`'2024-01-02'` is `'2024-01-02'` in any zone).
 * - Invalid input (bad numbers, unreadable strings, impossible dates, invalid Dates, an unknown
 *   `timeZone`) and dates outside the years 0001-9999 give `''`.
 */
export function formatDate(value: number | string | Date, options: DateFormatOptions = {}): string {
  const { time = false, timeZone = 'Asia/Manila' } = options;
  const input = toDateInput(value);
  if (!input) return '';
  const fields = wallClock(input, timeZone);
  if (!fields || fields.year < 1 || fields.year > 9999) return '';
  const date = `${pad(fields.year, 4)}-${pad(fields.month)}-${pad(fields.day)}`;
  return time ? `${date} ${pad(fields.hour)}:${pad(fields.minute)}:${pad(fields.second)}` : date;
}
