import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { RATING_DELAY_MS, scheduleRatingPrompt } from './ratingPrompt.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('scheduleRatingPrompt', () => {
  test("opens 3000 ms after it is scheduled, the spec's delay, and only once", () => {
    expect(RATING_DELAY_MS).toBe(3000);
    const open = vi.fn();
    scheduleRatingPrompt(open);
    vi.advanceTimersByTime(2999);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(open).toHaveBeenCalledTimes(1);
  });

  test('leaving the page before then (the cancel) opens nothing', () => {
    const open = vi.fn();
    const cancel = scheduleRatingPrompt(open);
    vi.advanceTimersByTime(2500);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(open).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  test('takes another delay', () => {
    const open = vi.fn();
    scheduleRatingPrompt(open, 200);
    vi.advanceTimersByTime(200);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
