import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitWithin, progressPercent } from './fitWithin.ts';

describe('fitWithin', () => {
  it('scales a landscape phone photo down to 1600 px on the long side', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
  });

  it('scales a portrait photo by its height', () => {
    expect(fitWithin(3024, 4032, 1600)).toEqual({ width: 1200, height: 1600 });
  });

  it('keeps an image that already fits', () => {
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1600, 1600, 1600)).toEqual({ width: 1600, height: 1600 });
  });

  it('keeps at least one pixel on the short side of a very thin image', () => {
    expect(fitWithin(20000, 3, 1600)).toEqual({ width: 1600, height: 1 });
  });

  it('gives 0 × 0 for sizes that are not an image', () => {
    expect(fitWithin(0, 600, 1600)).toEqual({ width: 0, height: 0 });
    expect(fitWithin(-4, 600, 1600)).toEqual({ width: 0, height: 0 });
    expect(fitWithin(Number.NaN, 600, 1600)).toEqual({ width: 0, height: 0 });
    expect(fitWithin(Number.POSITIVE_INFINITY, 600, 1600)).toEqual({ width: 0, height: 0 });
  });

  const sizes = fc.record({
    width: fc.integer({ min: 1, max: 20000 }),
    height: fc.integer({ min: 1, max: 20000 }),
    maxSide: fc.integer({ min: 1, max: 5000 }),
  });

  it('never exceeds the limit and never enlarges', () => {
    fc.assert(
      fc.property(sizes, ({ width, height, maxSide }) => {
        const fitted = fitWithin(width, height, maxSide);
        expect(Math.max(fitted.width, fitted.height)).toBeLessThanOrEqual(Math.max(maxSide, 1));
        expect(fitted.width).toBeLessThanOrEqual(width);
        expect(fitted.height).toBeLessThanOrEqual(height);
        expect(fitted.width).toBeGreaterThanOrEqual(1);
        expect(fitted.height).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('keeps the aspect ratio within rounding', () => {
    fc.assert(
      fc.property(sizes, ({ width, height, maxSide }) => {
        const fitted = fitWithin(width, height, maxSide);
        const scale = Math.min(1, maxSide / Math.max(width, height));
        // Each side is the exact scaled side rounded to a whole pixel (or raised to 1).
        expect(Math.abs(fitted.width - width * scale)).toBeLessThanOrEqual(
          fitted.width === 1 ? 1 : 0.5,
        );
        expect(Math.abs(fitted.height - height * scale)).toBeLessThanOrEqual(
          fitted.height === 1 ? 1 : 0.5,
        );
      }),
    );
  });

  it('uses the whole limit on the long side when it scales', () => {
    fc.assert(
      fc.property(sizes, ({ width, height, maxSide }) => {
        fc.pre(Math.max(width, height) > maxSide);
        const fitted = fitWithin(width, height, maxSide);
        expect(Math.max(fitted.width, fitted.height)).toBe(maxSide);
      }),
    );
  });
});

describe('progressPercent', () => {
  it('turns a fraction into a whole percentage within 0–100', () => {
    expect(progressPercent(0)).toBe(0);
    expect(progressPercent(0.456)).toBe(46);
    expect(progressPercent(1)).toBe(100);
    expect(progressPercent(1.4)).toBe(100);
    expect(progressPercent(-0.2)).toBe(0);
    expect(progressPercent(Number.NaN)).toBe(0);
  });
});
