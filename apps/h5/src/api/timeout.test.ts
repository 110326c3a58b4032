import { afterEach, describe, expect, test, vi } from 'vitest';
import { anySignal, startTimeout, timerTimeout } from './timeout.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('timerTimeout', () => {
  test('aborts with a TimeoutError after the time, not before', () => {
    vi.useFakeTimers();
    const { signal } = timerTimeout(1000);
    vi.advanceTimersByTime(999);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  test('cancel stops the timer', () => {
    vi.useFakeTimers();
    const timeout = timerTimeout(1000);
    timeout.cancel();
    vi.advanceTimersByTime(5000);
    expect(timeout.signal.aborted).toBe(false);
  });
});

describe('startTimeout', () => {
  test('uses AbortSignal.timeout when there is one', async () => {
    const spy = vi.spyOn(AbortSignal, 'timeout');
    const { signal } = startTimeout(20);
    expect(spy).toHaveBeenCalledWith(20);
    spy.mockRestore();
    await new Promise((resolve) => signal.addEventListener('abort', resolve));
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  test('falls back to a timer where AbortSignal.timeout is missing', () => {
    vi.useFakeTimers();
    const original = AbortSignal.timeout;
    Reflect.deleteProperty(AbortSignal, 'timeout');
    try {
      const { signal } = startTimeout(500);
      vi.advanceTimersByTime(500);
      expect(signal.aborted).toBe(true);
    } finally {
      AbortSignal.timeout = original;
    }
  });
});

describe('anySignal', () => {
  test('aborts with the reason of the first signal that aborts', () => {
    const first = new AbortController();
    const second = new AbortController();
    const combined = anySignal([first.signal, second.signal]);
    expect(combined.aborted).toBe(false);
    second.abort('second');
    first.abort('first');
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe('second');
  });

  test('is aborted at once when a signal already is', () => {
    const combined = anySignal([new AbortController().signal, AbortSignal.abort('gone')]);
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe('gone');
  });
});
