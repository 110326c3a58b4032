import { describe, expect, test } from 'vitest';
import { calendarDay, todayIn } from './calendarDay.ts';

const MANILA = 'Asia/Manila';

describe('calendarDay and todayIn', () => {
  test('reads text dates as written and instants in the brand zone', () => {
    expect(calendarDay('2026-12-24', MANILA)).toEqual({ year: 2026, month: 12, day: 24 });
    // 2026-12-23 16:00 UTC is already the 24th in Manila.
    expect(calendarDay(Date.UTC(2026, 11, 23, 16), MANILA)).toEqual({
      year: 2026,
      month: 12,
      day: 24,
    });
    expect(calendarDay(Date.UTC(2026, 11, 23, 16) / 1000, MANILA)).toEqual({
      year: 2026,
      month: 12,
      day: 24,
    });
    expect(calendarDay('soon', MANILA)).toBeUndefined();
    expect(calendarDay('', MANILA)).toBeUndefined();
  });

  test('today in the brand zone, or in UTC when the zone is unknown', () => {
    const lateEvening = Date.UTC(2026, 10, 24, 17);
    expect(todayIn(MANILA, lateEvening)).toEqual({ year: 2026, month: 11, day: 25 });
    expect(todayIn('Not/AZone', lateEvening)).toEqual({ year: 2026, month: 11, day: 24 });
  });
});
