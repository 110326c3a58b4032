import { type DateInput, toDateInput } from './toDateInput.ts';

export interface DateFormatOptions {
  /** Adds ` HH:mm:ss` (24-hour clock). */
  time?: boolean;
  /** IANA zone to show the date in; `Asia/Manila` by default, never the machine's zone. */
  timeZone?: string;
}

type Fields = Omit<Extract<DateInput, { kind: 'wallClock' }>, 'kind'>;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
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
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = formatterFor(timeZone);
  } catch {
    return '';
  }
  const fields = input.kind === 'instant' ? fieldsIn(formatter, input.ms) : input;
  if (!fields || fields.year < 1 || fields.year > 9999) return '';
  const date = `${pad(fields.year, 4)}-${pad(fields.month)}-${pad(fields.day)}`;
  return time ? `${date} ${pad(fields.hour)}:${pad(fields.minute)}:${pad(fields.second)}` : date;
}
