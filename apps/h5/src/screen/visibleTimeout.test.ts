import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { visibleTimeout } from './visibleTimeout.ts';

/** A page whose visibility the test sets, as a phone's switch to another app does. */
function fakePage(state: DocumentVisibilityState = 'visible') {
  const events = new EventTarget();
  const page = Object.assign(events, { visibilityState: state });
  const show = (next: DocumentVisibilityState) => {
    page.visibilityState = next;
    page.dispatchEvent(new Event('visibilitychange'));
  };
  return { page: page as unknown as Document, show };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test('runs after the time has passed on a page that stays in sight', () => {
  const run = vi.fn();
  visibleTimeout(run, 1500, fakePage().page);
  vi.advanceTimersByTime(1499);
  expect(run).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(run).toHaveBeenCalledTimes(1);
});

test('time away does not count: it runs 1.5 s of sight later, however long the page hid', () => {
  const run = vi.fn();
  const { page, show } = fakePage();
  visibleTimeout(run, 1500, page);
  vi.advanceTimersByTime(500);
  show('hidden');
  vi.advanceTimersByTime(60_000);
  expect(run).not.toHaveBeenCalled();
  show('visible');
  vi.advanceTimersByTime(999);
  expect(run).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(run).toHaveBeenCalledTimes(1);
});

test('started while the page is hidden, it counts from when the page shows', () => {
  const run = vi.fn();
  const { page, show } = fakePage('hidden');
  visibleTimeout(run, 1500, page);
  vi.advanceTimersByTime(10_000);
  expect(run).not.toHaveBeenCalled();
  show('visible');
  vi.advanceTimersByTime(1500);
  expect(run).toHaveBeenCalledTimes(1);
});

test('cancelled, it never runs, and a later change of sight starts nothing', () => {
  const run = vi.fn();
  const { page, show } = fakePage();
  const cancel = visibleTimeout(run, 1500, page);
  cancel();
  show('hidden');
  show('visible');
  vi.advanceTimersByTime(5000);
  expect(run).not.toHaveBeenCalled();
});

test('runs once, however often the page hides and shows after', () => {
  const run = vi.fn();
  const { page, show } = fakePage();
  visibleTimeout(run, 100, page);
  vi.advanceTimersByTime(100);
  show('hidden');
  show('visible');
  vi.advanceTimersByTime(1000);
  expect(run).toHaveBeenCalledTimes(1);
});
