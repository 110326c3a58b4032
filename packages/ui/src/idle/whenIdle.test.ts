import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { whenIdle } from './whenIdle.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A browser's idle queue, run by hand. */
function idleQueue() {
  const waiting = new Map<number, { run: () => void; timeout: number | undefined }>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
    waiting.set(next, { run, timeout: options?.timeout });
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => waiting.delete(id));
  return {
    waiting,
    idle: () => {
      for (const [id, { run }] of waiting) {
        waiting.delete(id);
        run();
      }
    },
  };
}

describe('whenIdle', () => {
  test('leaves the page alone for a second, however idle it is', () => {
    const queue = idleQueue();
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(999);
    queue.idle();
    expect(queue.waiting.size).toBe(0);
    expect(task).not.toHaveBeenCalled();
  });

  test('then waits for the idle moment, with a deadline for a page that never has one', () => {
    const queue = idleQueue();
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    expect([...queue.waiting.values()].map((entry) => entry.timeout)).toEqual([2000]);
    queue.idle();
    expect(task).toHaveBeenCalledOnce();
  });

  test('cancelled during the pause, it never runs', () => {
    const queue = idleQueue();
    const task = vi.fn();
    whenIdle(task)();
    vi.advanceTimersByTime(10_000);
    queue.idle();
    expect(task).not.toHaveBeenCalled();
  });

  test('cancelled while waiting for the idle moment, it never runs', () => {
    const queue = idleQueue();
    const task = vi.fn();
    const cancel = whenIdle(task);
    vi.advanceTimersByTime(1000);
    expect(queue.waiting.size).toBe(1);
    cancel();
    queue.idle();
    expect(task).not.toHaveBeenCalled();
  });

  test('without idle callbacks (Safari), it runs after the pause, not during the render', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  test('without idle callbacks, cancelled, it never runs', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task)();
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
  });
});
