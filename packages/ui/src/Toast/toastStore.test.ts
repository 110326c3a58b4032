import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, toastDuration } from './toastStore.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toastDuration', () => {
  it('uses 3000 ms when none is given', () => {
    expect(toastDuration()).toBe(3000);
  });

  it('uses the default for 300 ms and below', () => {
    expect(toastDuration(300)).toBe(3000);
    expect(toastDuration(0)).toBe(3000);
    expect(toastDuration(-500)).toBe(3000);
  });

  it('honours a duration above 300 ms', () => {
    expect(toastDuration(301)).toBe(301);
    expect(toastDuration(800)).toBe(800);
  });

  it('uses the default for durations that are not finite numbers', () => {
    expect(toastDuration(Number.NaN)).toBe(3000);
    expect(toastDuration(Number.POSITIVE_INFINITY)).toBe(3000);
  });

  it('caps durations that would overflow a timer', () => {
    expect(toastDuration(1e12)).toBe(2_147_483_647);
  });
});

describe('createToastStore', () => {
  it('starts empty', () => {
    expect(createToastStore().getSnapshot()).toBeNull();
  });

  it('hides a message after 3000 ms by default', () => {
    const store = createToastStore();
    store.show('Saved');
    expect(store.getSnapshot()).toMatchObject({ message: 'Saved', kind: 'message' });
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toBeNull();
  });

  it('ignores a duration of exactly 300 ms', () => {
    const store = createToastStore();
    store.show('Saved', { duration: 300 });
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toBeNull();
  });

  it('honours a duration of 301 ms', () => {
    const store = createToastStore();
    store.show('Saved', { duration: 301 });
    vi.advanceTimersByTime(300);
    expect(store.getSnapshot()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toBeNull();
  });

  it('replaces the toast on screen and cancels its timer', () => {
    const store = createToastStore();
    store.show('First', { duration: 500 });
    const first = store.getSnapshot();
    vi.advanceTimersByTime(400);
    store.show('Second');
    const second = store.getSnapshot();
    expect(second).toMatchObject({ message: 'Second' });
    expect(second?.id).not.toBe(first?.id);
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()).toBe(second);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives the same text shown again a new id', () => {
    const store = createToastStore();
    store.show('Saved');
    const first = store.getSnapshot()?.id;
    store.show('Saved');
    expect(store.getSnapshot()?.id).not.toBe(first);
  });

  it('never hides a loading toast by itself', () => {
    const store = createToastStore();
    store.loading('Submitting');
    expect(store.getSnapshot()).toMatchObject({ message: 'Submitting', kind: 'loading' });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toMatchObject({ kind: 'loading' });
  });

  it('lets a loading toast replace a message and cancel its timer', () => {
    const store = createToastStore();
    store.show('Saved');
    store.loading('Submitting');
    vi.advanceTimersByTime(5000);
    expect(store.getSnapshot()).toMatchObject({ kind: 'loading' });
  });

  it('lets a message replace a loading toast and then hide itself', () => {
    const store = createToastStore();
    store.loading('Submitting');
    store.show('Done', { duration: 1000 });
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot()).toBeNull();
  });

  it('hide clears the toast and its timer', () => {
    const store = createToastStore();
    store.show('Saved');
    store.hide();
    expect(store.getSnapshot()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    store.loading('Submitting');
    store.hide();
    expect(store.getSnapshot()).toBeNull();
  });

  it('notifies subscribers on every change and stops after unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show('Saved');
    store.show('Saved again');
    store.hide();
    expect(listener).toHaveBeenCalledTimes(3);
    store.hide();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.loading('Submitting');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('keeps separate stores apart', () => {
    const a = createToastStore();
    const b = createToastStore();
    a.loading('Submitting');
    expect(b.getSnapshot()).toBeNull();
  });
});
