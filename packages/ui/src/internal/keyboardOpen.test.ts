import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type KeyboardState, nextKeyboardState, type ViewportSample } from './keyboardOpen.ts';

const phone = (height: number, layoutHeight = height): ViewportSample => ({
  width: 390,
  height,
  layoutHeight,
});

const replay = (samples: ViewportSample[], threshold?: number) =>
  samples.reduce<KeyboardState | null>(
    (state, sample) => nextKeyboardState(state, sample, threshold),
    null,
  );

describe('nextKeyboardState', () => {
  it('starts closed on a full screen', () => {
    expect(nextKeyboardState(null, phone(844))).toEqual({ width: 390, baseline: 844, open: false });
  });

  it('opens when the visible height drops more than 60 px below the tallest seen', () => {
    expect(replay([phone(844), phone(500)])?.open).toBe(true);
    expect(replay([phone(844), phone(783)])?.open).toBe(true);
  });

  it('stays closed for a shrink of 60 px or less, such as a collapsing address bar', () => {
    expect(replay([phone(844), phone(784)])?.open).toBe(false);
    expect(replay([phone(784), phone(844), phone(800)])?.open).toBe(false);
  });

  it('closes again when the keyboard goes away', () => {
    expect(replay([phone(844), phone(500), phone(844)])?.open).toBe(false);
  });

  it('sees the keyboard on iOS, where the layout viewport keeps its height', () => {
    expect(nextKeyboardState(null, phone(480, 844)).open).toBe(true);
  });

  it('uses the given threshold', () => {
    expect(replay([phone(844), phone(744)], 120)?.open).toBe(false);
    expect(replay([phone(844), phone(700)], 120)?.open).toBe(true);
  });

  it('starts over after a rotation instead of comparing with the portrait height', () => {
    const landscape = { width: 844, height: 390, layoutHeight: 390 };
    expect(replay([phone(844), landscape])).toEqual({ width: 844, baseline: 390, open: false });
    expect(replay([phone(844), landscape, { ...landscape, height: 200 }])?.open).toBe(true);
  });

  it('is open exactly when the tallest height seen exceeds the current one by more than the threshold', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 100, max: 2000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 300 }),
        (heights, threshold) => {
          const state = replay(
            heights.map((height) => phone(height)),
            threshold,
          );
          const tallest = Math.max(...heights);
          const last = heights[heights.length - 1] ?? 0;
          expect(state?.baseline).toBe(tallest);
          expect(state?.open).toBe(tallest - last > threshold);
        },
      ),
    );
  });
});
