import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Day } from '../../../screen/calendarDay.ts';
import { daysBetween, monthsBetween } from './calendarMonths.ts';

const day = (year: number, month: number, dayOfMonth: number): Day => ({
  year,
  month,
  day: dayOfMonth,
});

const anyDay = fc
  .date({
    min: new Date(Date.UTC(2000, 0, 1)),
    max: new Date(Date.UTC(2100, 0, 1)),
    noInvalidDate: true,
  })
  .map((date) => day(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()));

describe('monthsBetween', () => {
  test('the same day of a later month is a whole number of months away', () => {
    expect(monthsBetween(day(2026, 1, 15), day(2026, 2, 15))).toBe(1);
    expect(monthsBetween(day(2026, 11, 15), day(2027, 2, 15))).toBe(3);
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2090 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 120 }),
        (year, month, dayOfMonth, months) => {
          const to = new Date(Date.UTC(year, month - 1 + months, dayOfMonth));
          const end = day(to.getUTCFullYear(), to.getUTCMonth() + 1, to.getUTCDate());
          expect(monthsBetween(day(year, month, dayOfMonth), end)).toBe(months);
        },
      ),
    );
  });

  test('the days left count as a share of their month', () => {
    expect(monthsBetween(day(2026, 4, 1), day(2026, 4, 16))).toBe(0.5);
    expect(monthsBetween(day(2026, 2, 1), day(2026, 2, 15))).toBe(0.5);
    expect(monthsBetween(day(2026, 1, 1), day(2026, 2, 15))).toBe(1.5);
  });

  test('a month from the 31st ends on the last day of a shorter month', () => {
    expect(monthsBetween(day(2026, 1, 31), day(2026, 2, 28))).toBe(1);
    expect(monthsBetween(day(2028, 1, 31), day(2028, 2, 29))).toBe(1);
  });

  test('grows with the later day, and turns sign when the days swap', () => {
    fc.assert(
      fc.property(anyDay, anyDay, (a, b) => {
        expect(monthsBetween(a, b)).toBeCloseTo(-monthsBetween(b, a), 9);
      }),
    );
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 1, max: 3000 }), (from, days) => {
        const date = new Date(Date.UTC(from.year, from.month - 1, from.day + days));
        const to = day(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
        const earlier = new Date(date.getTime() - 86_400_000);
        const before = day(
          earlier.getUTCFullYear(),
          earlier.getUTCMonth() + 1,
          earlier.getUTCDate(),
        );
        expect(monthsBetween(from, to)).toBeGreaterThan(monthsBetween(from, before));
      }),
    );
  });
});

describe('daysBetween', () => {
  test('counts calendar days across months, years and leap days, negative backwards', () => {
    expect(daysBetween(day(2026, 11, 24), day(2026, 12, 24))).toBe(30);
    expect(daysBetween(day(2024, 2, 28), day(2024, 3, 1))).toBe(2);
    expect(daysBetween(day(2025, 12, 31), day(2026, 1, 1))).toBe(1);
    expect(daysBetween(day(2026, 1, 1), day(2025, 12, 31))).toBe(-1);
  });
});
