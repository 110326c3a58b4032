import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type KeyboardState, nextKeyboardState, type ViewportSample } from './keyboardOpen.ts';

/** A sample on a 390 px wide phone, a text field focused unless told. */
const phone = (height: number, layoutHeight = height, typing = true): ViewportSample => ({
  width: 390,
  height,
  layoutHeight,
  typing,
});
const idle = (height: number) => phone(height, height, false);

const replay = (samples: ViewportSample[], threshold?: number) =>
  samples.reduce<KeyboardState | null>(
    (state, sample) => nextKeyboardState(state, sample, threshold),
    null,
  );

describe('nextKeyboardState', () => {
  it('starts closed on a full screen', () => {
    expect(nextKeyboardState(null, phone(844))).toEqual({ width: 390, baseline: 844, open: false });
  });

  it('opens when, typing, the visible height drops more than 60 px below the tallest seen', () => {
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

  it("with no text field focused it is closed: Safari's toolbars coming back are no keyboard", () => {
    // Scrolled down, the toolbars collapse (745); scrolled up, they come back (664).
    expect(replay([idle(664), idle(745), idle(664)])).toEqual({
      width: 390,
      baseline: 664,
      open: false,
    });
    // A field focused then sees its keyboard against the height with the toolbars.
    expect(replay([idle(745), idle(664), phone(664), phone(400)])?.open).toBe(true);
  });

  it('a rotation while typing keeps the keyboard as it was, and starts the heights over', () => {
    const landscape = (height: number, layoutHeight = height) => ({
      width: 844,
      height,
      layoutHeight,
      typing: true,
    });
    expect(replay([phone(844), phone(500), landscape(150)])).toEqual({
      width: 844,
      baseline: 150,
      open: true,
    });
    expect(replay([phone(844), phone(844), landscape(390)])?.open).toBe(false);
    expect(replay([phone(844), landscape(390), landscape(200)])?.open).toBe(true);
  });

  it('typing, open exactly when the tallest height seen exceeds the current one by more than the threshold', () => {
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

  it('never open with no text field focused, whatever the heights', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 100, max: 2000 }), { minLength: 1 }), (heights) => {
        expect(replay(heights.map(idle))?.open).toBe(false);
      }),
    );
  });
});
