import { afterEach, describe, expect, test, vi } from 'vitest';
import { briefly } from './statistics.ts';

afterEach(() => {
  vi.useRealTimers();
});

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('briefly', () => {
  test('goes on as soon as the call answers, or fails', async () => {
    await expect(briefly(Promise.resolve('ok'))).resolves.toBeUndefined();
    await expect(briefly(Promise.reject(new Error('down')))).resolves.toBeUndefined();
  });

  test('goes on without a call that has not answered after the wait', async () => {
    vi.useFakeTimers();
    const waiting = briefly(new Promise(() => {}), 1000);
    vi.advanceTimersByTime(999);
    expect(await settled(waiting)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
  });
});
