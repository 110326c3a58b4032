import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { contrast, ensureContrast, luminance, mix, parseHex, readableOn, toHex } from './color.ts';

const hexColor = fc
  .integer({ min: 0, max: 0xffffff })
  .map((n) => `#${n.toString(16).padStart(6, '0')}`);

describe('parseHex', () => {
  test.each([
    ['#000000', [0, 0, 0]],
    ['#ffffff', [255, 255, 255]],
    ['#0f766e', [15, 118, 110]],
    ['#A1B2C3', [161, 178, 195]],
    ['#abc', [170, 187, 204]],
    ['#F00', [255, 0, 0]],
    ['  #123456 ', [18, 52, 86]],
  ])('reads %j', (hex, rgb) => {
    expect(parseHex(hex)).toEqual(rgb);
  });

  test.each([
    '',
    '#',
    '#ab',
    '#abcd',
    '#12345',
    '#1234567',
    '#ggg',
    'red',
    'rgb(0, 0, 0)',
    '##fff',
    // Written without `#`, CSS would drop the colour: the header and buttons would vanish.
    'abc',
    '0e7490',
  ])('rejects %j', (junk) => {
    expect(() => parseHex(junk)).toThrow(/Not a hex colour/);
  });
});

describe('contrast', () => {
  test('black on white is 21 and a colour on itself is 1', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 10);
    expect(contrast('#fff', '#000')).toBeCloseTo(21, 10);
    expect(contrast('#0f766e', '#0f766e')).toBe(1);
  });

  test('matches the WCAG ratio for a known pair', () => {
    // #767676 on white is the classic 4.54:1 grey.
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('color properties', () => {
  test('toHex undoes parseHex', () => {
    fc.assert(
      fc.property(hexColor, (hex) => {
        expect(toHex(parseHex(hex))).toBe(hex);
      }),
    );
  });

  test('contrast is symmetric and between 1 and 21', () => {
    fc.assert(
      fc.property(hexColor, hexColor, (a, b) => {
        const ratio = contrast(a, b);
        expect(ratio).toBe(contrast(b, a));
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21 + 1e-9);
        expect(luminance(a)).toBeGreaterThanOrEqual(0);
        expect(luminance(a)).toBeLessThanOrEqual(1);
      }),
    );
  });

  test('mix keeps the ends', () => {
    fc.assert(
      fc.property(hexColor, hexColor, (a, b) => {
        expect(mix(a, b, 0)).toBe(a);
        expect(mix(a, b, 1)).toBe(b);
      }),
    );
  });

  test('ensureContrast reaches AA text and non-text ratios against any colour', () => {
    fc.assert(
      fc.property(hexColor, hexColor, fc.constantFrom(3, 4.5), (color, against, ratio) => {
        expect(contrast(ensureContrast(color, against, ratio), against)).toBeGreaterThanOrEqual(
          ratio,
        );
      }),
    );
  });

  test('readableOn picks the better of white and the dark text', () => {
    fc.assert(
      fc.property(hexColor, (background) => {
        const picked = readableOn(background);
        expect(['#ffffff', '#111827']).toContain(picked);
        const other = picked === '#ffffff' ? '#111827' : '#ffffff';
        expect(contrast(picked, background)).toBeGreaterThanOrEqual(contrast(other, background));
      }),
    );
  });
});
