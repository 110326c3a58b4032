import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { swipeStep } from './swipe.ts';

describe('swipeStep', () => {
  it('moves to the next item when the finger goes left and back when it goes right', () => {
    expect(swipeStep(-120, 4)).toBe(1);
    expect(swipeStep(120, -4)).toBe(-1);
  });

  it('ignores moves up to the threshold', () => {
    expect(swipeStep(40, 0)).toBe(0);
    expect(swipeStep(-40, 0)).toBe(0);
    expect(swipeStep(-41, 0)).toBe(1);
    expect(swipeStep(80, 0, 100)).toBe(0);
  });

  it('ignores a mostly vertical move: that is scrolling', () => {
    expect(swipeStep(-60, 90)).toBe(0);
  });

  it('is symmetric: mirroring the move reverses the step', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2000, max: 2000 }),
        fc.integer({ min: -2000, max: 2000 }),
        (dx, dy) => {
          expect(swipeStep(-dx, dy) + swipeStep(dx, dy)).toBe(0);
        },
      ),
    );
  });
});
