import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  type Clock,
  nextTickDelay,
  readEnd,
  remainingSeconds,
  runCountdown,
  startStoredCountdown,
  writeEnd,
} from './countdownClock.ts';

describe('remainingSeconds', () => {
  test.each([
    [60_000, 0, 60],
    [60_000, 1, 60],
    [60_000, 999, 60],
    [60_000, 1000, 59],
    [60_000, 59_001, 1],
    [60_000, 60_000, 0],
    [60_000, 90_000, 0],
  ])('ending at %i, at %i shows %i', (endsAt, now, expected) => {
    expect(remainingSeconds(endsAt, now)).toBe(expected);
  });
});

describe('nextTickDelay', () => {
  test.each([
    [60_000, 0, 1000],
    [60_000, 1, 999],
    [60_000, 999, 1],
    [60_000, 59_500, 500],
    [60_000, 60_000, 0],
    [60_000, 61_000, 0],
  ])('ending at %i, at %i waits %i ms', (endsAt, now, expected) => {
    expect(nextTickDelay(endsAt, now)).toBe(expected);
  });

  test('waits exactly until the seconds shown drop by one', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.integer({ min: 1, max: 600_000 }), (now, left) => {
        const endsAt = now + left;
        const delay = nextTickDelay(endsAt, now);
        const shown = remainingSeconds(endsAt, now);
        expect(remainingSeconds(endsAt, now + delay - 1)).toBe(shown);
        expect(remainingSeconds(endsAt, now + delay)).toBe(shown - 1);
      }),
    );
  });
});

describe('runCountdown with fake timers', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  test('ticks once a second down to 0, then stops', () => {
    const onTick = vi.fn();
    runCountdown(Date.now() + 3000, 3, onTick);
    vi.advanceTimersByTime(999);
    expect(onTick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTick).toHaveBeenLastCalledWith(2);
    vi.advanceTimersByTime(1000);
    expect(onTick).toHaveBeenLastCalledWith(1);
    vi.advanceTimersByTime(1000);
    expect(onTick).toHaveBeenLastCalledWith(0);
    expect(onTick.mock.calls).toEqual([[2], [1], [0]]);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('starting part-way through a second ticks at the next whole second', () => {
    const onTick = vi.fn();
    runCountdown(Date.now() + 2500, 3, onTick);
    vi.advanceTimersByTime(499);
    expect(onTick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTick).toHaveBeenLastCalledWith(2);
  });

  test('an end already passed reports 0 at once and schedules nothing', () => {
    const onTick = vi.fn();
    runCountdown(Date.now() - 1, 60, onTick);
    expect(onTick.mock.calls).toEqual([[0]]);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('stopping cancels the pending tick', () => {
    const onTick = vi.fn();
    const stop = runCountdown(Date.now() + 5000, 5, onTick);
    vi.advanceTimersByTime(1000);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(onTick.mock.calls).toEqual([[4]]);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('a clock set back an hour mid-count shows no more than the full length, then ends', () => {
    const onTick = vi.fn();
    runCountdown(Date.now() + 60_000, 60, onTick);
    vi.advanceTimersByTime(10_000);
    expect(onTick).toHaveBeenLastCalledWith(50);
    vi.setSystemTime(Date.now() - 3_600_000);
    vi.advanceTimersByTime(1000);
    expect(onTick).toHaveBeenLastCalledWith(60);
    vi.advanceTimersByTime(60_000);
    expect(onTick).toHaveBeenLastCalledWith(0);
    expect(Math.max(...onTick.mock.calls.map(([left]) => left))).toBe(60);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('runCountdown with an injected clock', () => {
  /** A clock whose timers fire only when `fire()` is called, as in a sleeping tab. */
  function sleepyClock(start: number) {
    let now = start;
    let pending: (() => void) | null = null;
    const clock: Clock = {
      now: () => now,
      setTimeout: (callback) => {
        pending = callback;
        return 1;
      },
      clearTimeout: () => {
        pending = null;
      },
    };
    return {
      clock,
      advance: (ms: number) => {
        now += ms;
      },
      fire: () => {
        const callback = pending;
        pending = null;
        callback?.();
      },
    };
  }

  test('a late timer catches up with the clock instead of counting one by one', () => {
    const { clock, advance, fire } = sleepyClock(0);
    const onTick = vi.fn();
    runCountdown(60_000, 60, onTick, clock);
    advance(42_300);
    fire();
    expect(onTick.mock.calls).toEqual([[18]]);
    advance(30_000);
    fire();
    expect(onTick.mock.calls).toEqual([[18], [0]]);
  });

  test('a timer that fires early reports nothing until the count drops', () => {
    const { clock, advance, fire } = sleepyClock(0);
    const onTick = vi.fn();
    runCountdown(3000, 3, onTick, clock);
    advance(998);
    fire();
    expect(onTick).not.toHaveBeenCalled();
    advance(2);
    fire();
    expect(onTick.mock.calls).toEqual([[2]]);
  });
});

/** A `sessionStorage` stand-in. */
function memoryStore(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
    items,
  };
}

const broken = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('readEnd and writeEnd', () => {
  test('a stored end still ahead is resumed', () => {
    const store = memoryStore({ sms: '130000' });
    expect(readEnd(store, 'sms', 100_000, 60)).toBe(130_000);
  });

  test('an end in the past, missing or unreadable is ignored', () => {
    const store = memoryStore({ past: '99999', now: '100000', junk: 'soon', blank: ' ' });
    for (const key of ['past', 'now', 'junk', 'blank', 'missing']) {
      expect(readEnd(store, key, 100_000, 60)).toBeNull();
    }
    expect(readEnd(undefined, 'sms', 100_000, 60)).toBeNull();
    expect(readEnd(broken, 'sms', 100_000, 60)).toBeNull();
  });

  test('an end further ahead than the countdown allows is capped', () => {
    const store = memoryStore({ sms: String(100_000 + 3_600_000) });
    expect(readEnd(store, 'sms', 100_000, 60)).toBe(160_000);
  });

  test('writes, then forgets, the end time', () => {
    const store = memoryStore();
    writeEnd(store, 'sms', 160_000);
    expect(store.items.get('sms')).toBe('160000');
    expect(readEnd(store, 'sms', 100_000, 60)).toBe(160_000);
    writeEnd(store, 'sms', null);
    expect(store.items.has('sms')).toBe(false);
  });

  test('storage that throws or is missing is not an error', () => {
    expect(() => writeEnd(broken, 'sms', 160_000)).not.toThrow();
    expect(() => writeEnd(broken, 'sms', null)).not.toThrow();
    expect(() => writeEnd(undefined, 'sms', 160_000)).not.toThrow();
    writeEnd(undefined, 'sms', null);
  });

  test('without storage, the end is kept for the page: a code just sent cannot be sent again at once', () => {
    for (const store of [undefined, broken]) {
      writeEnd(store, 'kept', 160_000);
      expect(readEnd(store, 'kept', 100_000, 60)).toBe(160_000);
      expect(readEnd(store, 'kept', 160_000, 60)).toBeNull();
      writeEnd(store, 'kept', null);
      expect(readEnd(store, 'kept', 100_000, 60)).toBeNull();
    }
  });

  test('with storage, only storage counts: an end removed from it is gone', () => {
    writeEnd(undefined, 'shared', 160_000);
    const store = memoryStore();
    writeEnd(store, 'shared', 150_000);
    store.items.delete('shared');
    expect(readEnd(store, 'shared', 100_000, 60)).toBeNull();
  });
});

describe('startStoredCountdown', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('stores the end where the button with that key reads it when it mounts', () => {
    const store = memoryStore();
    vi.stubGlobal('sessionStorage', store);
    startStoredCountdown('sms:paymentWay:9001', 60, 1000);
    expect(store.items.get('sms:paymentWay:9001')).toBe('61000');
    expect(readEnd(store, 'sms:paymentWay:9001', 31_000, 60)).toBe(61_000);
  });

  test('blocked or missing storage is no failure, and the button still opens counting', () => {
    vi.stubGlobal('sessionStorage', broken);
    expect(() => startStoredCountdown('blocked', 60, 0)).not.toThrow();
    expect(readEnd(broken, 'blocked', 1000, 60)).toBe(60_000);
    vi.stubGlobal('sessionStorage', undefined);
    expect(() => startStoredCountdown('missing', 60, 0)).not.toThrow();
    expect(readEnd(undefined, 'missing', 1000, 60)).toBe(60_000);
  });
});
