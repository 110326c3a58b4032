import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { FIXED_OFFSET_ZONES } from './fixedOffsetZones.ts';
import { formatDate } from './formatDate.ts';

const HOUR = 3_600_000;
/** 2024-01-01T16:30:00Z, which is 2024-01-02 00:30:00 in Manila. */
const NEW_YEAR_SECONDS = 1_704_126_600;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** Manila has kept +08:00 without daylight saving since 1991. */
function manilaByOffset(ms: number): string {
  const d = new Date(ms + 8 * HOUR);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

describe('formatDate', () => {
  test.each([
    ['epoch seconds', NEW_YEAR_SECONDS],
    ['epoch milliseconds', NEW_YEAR_SECONDS * 1000],
    ['a seconds string', String(NEW_YEAR_SECONDS)],
    ['a milliseconds string', `${NEW_YEAR_SECONDS}000`],
    ['an ISO string in UTC', '2024-01-01T16:30:00Z'],
    ['an ISO string with an offset', '2024-01-01T11:30:00-05:00'],
    ['an ISO string with a compact offset', '2024-01-02T00:30:00+0800'],
    ['an ISO string with a space', '2024-01-02 00:30:00+08:00'],
    ['an ISO string with an hours-only offset', '2024-01-02 00:30:00+08'],
    ['an ISO string with a negative hours-only offset', '2024-01-01T11:30:00-05'],
    ['a Date', new Date(Date.UTC(2024, 0, 1, 16, 30))],
  ])('reads %s', (_, value) => {
    expect(formatDate(value)).toBe('2024-01-02');
    expect(formatDate(value, { time: true })).toBe('2024-01-02 00:30:00');
  });

  test('shows the Manila day, which starts at 16:00 UTC', () => {
    expect(formatDate('2024-01-01T15:59:59.999Z', { time: true })).toBe('2024-01-01 23:59:59');
    expect(formatDate('2024-01-01T16:00:00Z', { time: true })).toBe('2024-01-02 00:00:00');
    expect(formatDate('2024-01-01T16:30:00Z', { timeZone: 'UTC', time: true })).toBe(
      '2024-01-01 16:30:00',
    );
  });

  test('shows midnight as 00, not 24', () => {
    expect(formatDate('2024-06-30T16:00:00Z', { time: true })).toBe('2024-07-01 00:00:00');
    expect(formatDate('2024-07-01T00:00:00Z', { time: true, timeZone: 'UTC' })).toBe(
      '2024-07-01 00:00:00',
    );
    expect(formatDate('2024-07-01T04:00:00Z', { time: true, timeZone: 'America/New_York' })).toBe(
      '2024-07-01 00:00:00',
    );
  });

  test('uses the zone it is given, daylight saving included', () => {
    expect(formatDate(NEW_YEAR_SECONDS, { time: true, timeZone: 'America/New_York' })).toBe(
      '2024-01-01 11:30:00',
    );
    expect(formatDate('2024-07-01T16:30:00Z', { time: true, timeZone: 'America/New_York' })).toBe(
      '2024-07-01 12:30:00',
    );
  });

  test('reads numbers below 1e12 as seconds and the rest as milliseconds', () => {
    expect(formatDate(1e9, { time: true })).toBe('2001-09-09 09:46:40');
    expect(formatDate(1e12, { time: true })).toBe('2001-09-09 09:46:40');
    expect(formatDate(0, { time: true })).toBe('1970-01-01 08:00:00');
    expect(formatDate(-1, { time: true })).toBe('1970-01-01 07:59:59');
    expect(formatDate(1.5, { time: true })).toBe('1970-01-01 08:00:01');
    expect(formatDate(1e12 - 1)).toBe('');
  });

  test('reads epoch seconds written as text with a fraction', () => {
    expect(formatDate('1752508800.5')).toBe('2025-07-15');
  });

  test('reads a Date as milliseconds, however early', () => {
    expect(formatDate(new Date(Date.UTC(1995, 5, 15, 16)), { time: true })).toBe(
      '1995-06-16 00:00:00',
    );
    expect(formatDate(new Date(0), { time: true })).toBe('1970-01-01 08:00:00');
  });

  test('shows an ISO string without an offset as written, in any zone', () => {
    for (const timeZone of ['Asia/Manila', 'UTC', 'America/New_York', 'Pacific/Kiritimati']) {
      expect(formatDate('2024-03-10', { timeZone })).toBe('2024-03-10');
      expect(formatDate('2024-03-10', { timeZone, time: true })).toBe('2024-03-10 00:00:00');
      expect(formatDate('2024-03-10T02:30:15.5', { timeZone, time: true })).toBe(
        '2024-03-10 02:30:15',
      );
      expect(formatDate('2024-03-10 23:59', { timeZone, time: true })).toBe('2024-03-10 23:59:00');
    }
  });

  test('covers the years 0001 to 9999', () => {
    expect(formatDate('0001-01-01')).toBe('0001-01-01');
    expect(formatDate('9999-12-31 23:59:59', { time: true })).toBe('9999-12-31 23:59:59');
    expect(formatDate('0001-01-01T00:00:00Z', { timeZone: 'UTC' })).toBe('0001-01-01');
    expect(formatDate('0000-12-31T23:59:59Z', { timeZone: 'UTC' })).toBe('');
    expect(formatDate('0000-06-01')).toBe('');
    expect(formatDate('9999-12-31T16:00:00Z')).toBe('');
    expect(formatDate(8.64e15)).toBe('');
  });

  test.each([
    Number.NaN,
    Number.POSITIVE_INFINITY,
    8.64e15 + 1,
    '',
    '   ',
    'abc',
    'March 7, 2024',
    '2024/01/02',
    '2024-1-2',
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-01-01T24:00:00Z',
    '2024-01-01T12:60:00Z',
    '2024-01-01T12:00:00+25:00',
    '2024-01-01T12:00:00+24',
    '2024-01-01T12:00:00+8',
    '2024-01-01T12:00:00+08:0',
    '1e9',
    new Date(Number.NaN),
  ])('gives an empty string for %j', (value) => {
    expect(formatDate(value)).toBe('');
    expect(formatDate(value, { time: true })).toBe('');
  });

  test('gives an empty string for an unknown time zone', () => {
    expect(formatDate(NEW_YEAR_SECONDS, { timeZone: 'Mars/Olympus_Mons' })).toBe('');
    expect(formatDate('2024-01-02', { timeZone: 'Mars/Olympus_Mons' })).toBe('');
  });

  test(`does not depend on the machine zone (TZ=${process.env.TZ ?? 'unset'})`, () => {
    if (process.env.TZ) {
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(process.env.TZ);
    }
    expect(formatDate(NEW_YEAR_SECONDS * 1000, { time: true })).toBe('2024-01-02 00:30:00');
    expect(formatDate('2024-01-02')).toBe('2024-01-02');
  });
});

describe('formatDate properties', () => {
  const sinceNoDst = fc.integer({ min: Date.UTC(1991, 0, 1), max: Date.UTC(2200, 0, 1) });
  /** Numbers below 1e12 are seconds, so milliseconds as numbers start at 2001-09-09. */
  const epochMs = fc.integer({ min: 1e12, max: Date.UTC(2200, 0, 1) });

  test('matches a fixed +08:00 offset for Manila', () => {
    fc.assert(
      fc.property(epochMs, (ms) => {
        const shown = formatDate(ms, { time: true });
        expect(shown).toMatch(DATE_TIME);
        expect(shown).toBe(manilaByOffset(ms));
        expect(formatDate(ms)).toBe(manilaByOffset(ms).slice(0, 10));
      }),
    );
  });

  test('matches a fixed +08:00 offset for Manila for Dates since 1991', () => {
    fc.assert(
      fc.property(sinceNoDst, (ms) => {
        expect(formatDate(new Date(ms), { time: true })).toBe(manilaByOffset(ms));
      }),
    );
  });

  test('matches toISOString in UTC', () => {
    fc.assert(
      fc.property(epochMs, (ms) => {
        const iso = new Date(ms).toISOString();
        expect(formatDate(ms, { time: true, timeZone: 'UTC' })).toBe(
          `${iso.slice(0, 10)} ${iso.slice(11, 19)}`,
        );
      }),
    );
  });

  /** The instant `ms` written at an offset of `minutes` east of UTC, as `±hh:mm`, `±hhmm` or `±hh`. */
  function atOffset(ms: number, minutes: number, form: 'colon' | 'compact' | 'hours'): string {
    const wall = new Date(ms + minutes * 60_000).toISOString().slice(0, 23);
    const sign = minutes < 0 ? '-' : '+';
    const hours = pad(Math.trunc(Math.abs(minutes) / 60));
    const rest = pad(Math.abs(minutes) % 60);
    if (form === 'hours') return `${wall}${sign}${hours}`;
    return `${wall}${sign}${hours}${form === 'colon' ? ':' : ''}${rest}`;
  }

  test('reads an ISO offset to the minute, with its sign, in each of its three forms', () => {
    const offsets = fc.integer({ min: -14 * 60, max: 14 * 60 });
    fc.assert(
      fc.property(epochMs, offsets, fc.constantFrom('colon', 'compact'), (ms, minutes, form) => {
        const iso = new Date(ms).toISOString();
        expect(formatDate(atOffset(ms, minutes, form), { time: true, timeZone: 'UTC' })).toBe(
          `${iso.slice(0, 10)} ${iso.slice(11, 19)}`,
        );
      }),
    );
    fc.assert(
      fc.property(epochMs, fc.integer({ min: -14, max: 14 }), (ms, hours) => {
        const iso = new Date(ms).toISOString();
        expect(formatDate(atOffset(ms, hours * 60, 'hours'), { time: true, timeZone: 'UTC' })).toBe(
          `${iso.slice(0, 10)} ${iso.slice(11, 19)}`,
        );
      }),
    );
  });

  test('keeps the last millisecond of a Manila day on that day', () => {
    expect(formatDate('2024-01-01T23:59:59.999+08:00')).toBe('2024-01-01');
    expect(formatDate('2024-01-01T15:59:59.999Z')).toBe('2024-01-01');
  });

  test('seconds, milliseconds, their strings, Dates and ISO strings agree', () => {
    fc.assert(
      fc.property(epochMs, (ms) => {
        const seconds = Math.floor(ms / 1000);
        const expected = manilaByOffset(seconds * 1000);
        for (const value of [
          seconds,
          seconds * 1000,
          String(seconds),
          String(seconds * 1000),
          new Date(seconds * 1000),
          new Date(seconds * 1000).toISOString(),
        ]) {
          expect(formatDate(value, { time: true })).toBe(expected);
        }
      }),
    );
  });
});

describe('formatDate in the zones it shows by arithmetic', () => {
  const oracles = new Map<string, Intl.DateTimeFormat>();
  /** What the browser's zone data says, in Swedish's `YYYY-MM-DD HH:mm:ss`: the oracle. */
  function byIntl(ms: number, timeZone: string): string {
    let oracle = oracles.get(timeZone);
    if (!oracle) {
      oracle = new Intl.DateTimeFormat('sv-SE', {
        timeZone,
        dateStyle: 'short',
        timeStyle: 'medium',
      });
      oracles.set(timeZone, oracle);
    }
    return oracle.format(ms);
  }
  const lastDay = Date.UTC(9999, 11, 30);
  /** The zone data before 1900 is local mean time, which the table does not speak of. */
  const firstChecked = (sinceYear: number) => Date.UTC(Math.max(sinceYear, 1900), 0, 1);

  test.each([...FIXED_OFFSET_ZONES])(
    '%s matches the zone data from its last change on',
    (zone, [, sinceYear]) => {
      fc.assert(
        fc.property(fc.integer({ min: firstChecked(sinceYear), max: lastDay }), (ms) => {
          expect(formatDate(new Date(ms), { time: true, timeZone: zone })).toBe(byIntl(ms, zone));
        }),
      );
    },
  );

  test.each([...FIXED_OFFSET_ZONES])(
    '%s keeps its offset every day to 2100',
    (zone, [, sinceYear]) => {
      const mismatches: string[] = [];
      for (let ms = firstChecked(sinceYear); ms < Date.UTC(2100, 0, 1); ms += 24 * HOUR) {
        if (formatDate(new Date(ms), { time: true, timeZone: zone }) !== byIntl(ms, zone)) {
          mismatches.push(new Date(ms).toISOString());
        }
      }
      expect(mismatches.slice(0, 3)).toEqual([]);
    },
  );

  test('Manila before 1991 follows the zone data, daylight saving included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(1991, 0, 1) - 1 }),
        (ms) => {
          expect(formatDate(new Date(ms), { time: true })).toBe(byIntl(ms, 'Asia/Manila'));
        },
      ),
    );
  });

  test('an instant past the last representable date shows nothing', () => {
    expect(formatDate(8.64e15, { timeZone: 'Asia/Kolkata' })).toBe('');
    expect(formatDate(8.64e15, { timeZone: 'UTC' })).toBe('');
  });
});
