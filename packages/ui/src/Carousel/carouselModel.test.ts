import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  autoplayInterval,
  clampIndex,
  createAutoplay,
  DEFAULT_INTERVAL,
  wrapIndex,
} from './carouselModel.ts';

describe('wrapIndex', () => {
  it('goes round at both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
  });

  it('gives 0 when there are no slides or the index is not a number', () => {
    expect(wrapIndex(2, 0)).toBe(0);
    expect(wrapIndex(Number.NaN, 3)).toBe(0);
  });

  it('always lands on an existing slide', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 50 }), (i, n) => {
        const index = wrapIndex(i, n);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(n);
        expect((index - i) % n === 0).toBe(true);
      }),
    );
  });
});

describe('clampIndex', () => {
  it('keeps a given index within the slides', () => {
    expect(clampIndex(5, 3)).toBe(2);
    expect(clampIndex(-2, 3)).toBe(0);
    expect(clampIndex(1.7, 3)).toBe(1);
    expect(clampIndex(Number.POSITIVE_INFINITY, 3)).toBe(0);
  });
});

describe('autoplayInterval', () => {
  it('uses 3 s unless given a positive number', () => {
    expect(autoplayInterval()).toBe(3000);
    expect(autoplayInterval(0)).toBe(3000);
    expect(autoplayInterval(-5)).toBe(3000);
    expect(autoplayInterval(Number.NaN)).toBe(3000);
    expect(autoplayInterval(500)).toBe(500);
    expect(autoplayInterval(1e12)).toBe(2_147_483_647);
  });
});

describe('createAutoplay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks once per interval', () => {
    const onTick = vi.fn();
    createAutoplay(DEFAULT_INTERVAL, onTick);
    vi.advanceTimersByTime(2999);
    expect(onTick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(6000);
    expect(onTick).toHaveBeenCalledTimes(3);
  });

  it('stops while any reason holds it and waits a full interval after the last is released', () => {
    const onTick = vi.fn();
    const autoplay = createAutoplay(1000, onTick);
    vi.advanceTimersByTime(600);
    autoplay.hold('hover', true);
    autoplay.hold('focus', true);
    vi.advanceTimersByTime(5000);
    expect(onTick).not.toHaveBeenCalled();
    autoplay.hold('hover', false);
    vi.advanceTimersByTime(5000);
    expect(onTick).not.toHaveBeenCalled();
    autoplay.hold('focus', false);
    vi.advanceTimersByTime(999);
    expect(onTick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTick).toHaveBeenCalledTimes(1);
  });

  it('holding the same reason twice needs only one release', () => {
    const onTick = vi.fn();
    const autoplay = createAutoplay(1000, onTick);
    autoplay.hold('touch', true);
    autoplay.hold('touch', true);
    autoplay.hold('touch', false);
    vi.advanceTimersByTime(1000);
    expect(onTick).toHaveBeenCalledTimes(1);
  });

  it('restarts the interval when the user moves to another slide', () => {
    const onTick = vi.fn();
    const autoplay = createAutoplay(1000, onTick);
    vi.advanceTimersByTime(900);
    autoplay.restart();
    vi.advanceTimersByTime(900);
    expect(onTick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onTick).toHaveBeenCalledTimes(1);
  });

  it('does not start a held autoplay on restart', () => {
    const onTick = vi.fn();
    const autoplay = createAutoplay(1000, onTick);
    autoplay.hold('user', true);
    autoplay.restart();
    vi.advanceTimersByTime(5000);
    expect(onTick).not.toHaveBeenCalled();
  });

  it('keeps one timer when the tick itself restarts the interval', () => {
    const onTick = vi.fn(() => autoplay.restart());
    const autoplay = createAutoplay(1000, onTick);
    vi.advanceTimersByTime(3000);
    expect(onTick).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('stops for good when disposed', () => {
    const onTick = vi.fn();
    const autoplay = createAutoplay(1000, onTick);
    autoplay.dispose();
    autoplay.hold('hover', false);
    vi.advanceTimersByTime(5000);
    expect(onTick).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports that it starts, then each stop and start', () => {
    const onRunningChange = vi.fn();
    const autoplay = createAutoplay(1000, () => {}, onRunningChange);
    expect(autoplay.running).toBe(true);
    autoplay.hold('hidden', true);
    autoplay.hold('user', true);
    autoplay.hold('hidden', false);
    autoplay.hold('user', false);
    expect(onRunningChange.mock.calls).toEqual([[true], [false], [true]]);
  });
});
