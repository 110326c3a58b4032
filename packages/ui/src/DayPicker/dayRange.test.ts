import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayRange } from './dayRange.ts';

describe('dayRange', () => {
  it('lists every day of the month by default', () => {
    const days = dayRange();
    expect(days).toHaveLength(31);
    expect(days[0]).toBe(1);
    expect(days.at(-1)).toBe(31);
  });

  it('keeps to the bounds given', () => {
    expect(dayRange(5, 8)).toEqual([5, 6, 7, 8]);
    expect(dayRange(28)).toEqual([28, 29, 30, 31]);
    expect(dayRange(15, 15)).toEqual([15]);
  });

  it('keeps bounds outside the month or between days inside it', () => {
    expect(dayRange(-3, 2)).toEqual([1, 2]);
    expect(dayRange(30, 40)).toEqual([30, 31]);
    expect(dayRange(1.5, 4.5)).toEqual([2, 3, 4]);
  });

  it('is empty when the bounds leave no day', () => {
    expect(dayRange(10, 9)).toEqual([]);
    expect(dayRange(32, 40)).toEqual([]);
    expect(dayRange(Number.NaN, 5)).toEqual([]);
  });

  it('gives consecutive whole days of the month within the bounds', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -50, max: 50, noNaN: true }),
        fc.double({ min: -50, max: 50, noNaN: true }),
        (a, b) => {
          const days = dayRange(a, b);
          days.forEach((day, index) => {
            expect(Number.isInteger(day)).toBe(true);
            expect(day).toBeGreaterThanOrEqual(Math.max(1, a));
            expect(day).toBeLessThanOrEqual(Math.min(31, b));
            if (index > 0) expect(day).toBe((days[index - 1] ?? 0) + 1);
          });
          const expected = Math.max(0, Math.min(31, Math.floor(b)) - Math.max(1, Math.ceil(a)) + 1);
          expect(days).toHaveLength(expected);
        },
      ),
    );
  });
});
