import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { brandPresets, hiramBrand } from './brands.ts';
import { contrast, mix } from './color.ts';
import { type BrandConfig, createTheme, type HiramTheme } from './createTheme.ts';

type ColorName = keyof HiramTheme['color'];

const TEXT = 4.5;
const NON_TEXT = 3;

/** [foreground, background, minimum WCAG ratio] */
const REQUIREMENTS: readonly (readonly [ColorName, ColorName, number])[] = [
  ['text', 'background', TEXT],
  ['text', 'surface', TEXT],
  ['textMuted', 'surface', TEXT],
  ['textMuted', 'background', TEXT],
  ['accentText', 'surface', TEXT],
  ['accentText', 'background', TEXT],
  ['onAccent', 'accent', TEXT],
  ['onGradient', 'gradientStart', TEXT],
  ['onGradient', 'gradientEnd', TEXT],
  ['success', 'surface', TEXT],
  ['warning', 'surface', TEXT],
  ['danger', 'surface', TEXT],
  ['onDisabled', 'disabled', TEXT],
  ['onToast', 'toast', TEXT],
  ['control', 'surface', NON_TEXT],
  ['control', 'background', NON_TEXT],
  ['accentEdge', 'surface', NON_TEXT],
  ['accentEdge', 'background', NON_TEXT],
  ['focus', 'surface', NON_TEXT],
  ['focus', 'background', NON_TEXT],
  ['rating', 'surface', NON_TEXT],
  ['rating', 'background', NON_TEXT],
  // Tags of text, and StatusHero's icons, on the accent's tint.
  ['text', 'accentSoft', TEXT],
  ['accentText', 'accentSoft', NON_TEXT],
  ['success', 'accentSoft', NON_TEXT],
  ['warning', 'accentSoft', NON_TEXT],
  ['danger', 'accentSoft', NON_TEXT],
];

/**
 * Points along the header's gradient, which CSS blends in sRGB: between two hues the blend can be
 * darker (or lighter) than either end, and the title is read there too. Every 256th of the way,
 * as finely as 8-bit colour can blend, finer than `createTheme` looks.
 */
const ALONG_GRADIENT = Array.from({ length: 255 }, (_, step) => (step + 1) / 256);

/** The requirements a theme misses, as readable lines. */
function shortfalls(theme: HiramTheme): string[] {
  const { color } = theme;
  const alongGradient = ALONG_GRADIENT.flatMap((at) => {
    const blend = mix(color.gradientStart, color.gradientEnd, at);
    const ratio = contrast(color.onGradient, blend);
    return ratio >= TEXT
      ? []
      : [`onGradient on the gradient at ${at} ${blend}: ${ratio.toFixed(2)}`];
  });
  return REQUIREMENTS.flatMap(([fg, bg, min]) => {
    const ratio = contrast(color[fg], color[bg]);
    return ratio >= min
      ? []
      : [`${fg} ${color[fg]} on ${bg} ${color[bg]}: ${ratio.toFixed(2)} < ${min}`];
  }).concat(alongGradient);
}

describe.each(Object.entries(brandPresets))('the %s preset', (_, brand) => {
  const theme = createTheme(brand);

  test.each(REQUIREMENTS)('%s on %s reaches %d:1', (fg, bg, min) => {
    expect(contrast(theme.color[fg], theme.color[bg])).toBeGreaterThanOrEqual(min);
  });
});

describe('createTheme', () => {
  test('gives every brand accessible colours', () => {
    const hexColor = fc
      .integer({ min: 0, max: 0xffffff })
      .map((n) => `#${n.toString(16).padStart(6, '0')}`);
    const brand: fc.Arbitrary<BrandConfig> = fc.record({
      name: fc.constant('random'),
      gradient: fc.tuple(hexColor, hexColor),
      accent: hexColor,
      font: hexColor,
      corners: fc.constantFrom('soft', 'round', 'sharp'),
    });
    fc.assert(
      fc.property(brand, (config) => {
        expect(shortfalls(createTheme(config))).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  test('a header blended from two hues reads in its middle too, where both ends are darker', () => {
    const theme = createTheme({ ...hiramBrand, gradient: ['#06b6d4', '#ef4444'] });
    expect(shortfalls(theme)).toEqual([]);
  });

  test('the presets look different', () => {
    const themes = Object.values(brandPresets).map(createTheme);
    expect(new Set(themes.map((t) => t.color.accent)).size).toBe(themes.length);
    expect(new Set(themes.map((t) => t.color.gradient)).size).toBe(themes.length);
    expect(new Set(themes.map((t) => t.brand)).size).toBe(themes.length);
  });

  test('formats money and dates the contract way by default', () => {
    for (const brand of Object.values(brandPresets)) {
      expect(createTheme(brand).format).toEqual({
        thousandsSeparator: '.',
        decimalSeparator: ',',
        timeZone: 'Asia/Manila',
      });
    }
  });

  test('takes the format a brand sets', () => {
    const theme = createTheme({
      ...hiramBrand,
      thousandsSeparator: ',',
      decimalSeparator: '.',
      timeZone: 'Asia/Kolkata',
    });
    expect(theme.format).toEqual({
      thousandsSeparator: ',',
      decimalSeparator: '.',
      timeZone: 'Asia/Kolkata',
    });
  });

  test.each([
    [{ thousandsSeparator: ',' }, "thousands ',' and decimal ','"],
    [{ decimalSeparator: '.' }, "thousands '.' and decimal '.'"],
    [{ thousandsSeparator: '1', decimalSeparator: ',' }, "thousands '1'"],
    [{ thousandsSeparator: ',', decimalSeparator: '' }, "decimal ''"],
  ])('throws on money separators %j, which would misstate amounts', (separators, named) => {
    expect(() => createTheme({ ...hiramBrand, ...separators })).toThrow(named);
  });

  test.each(['UTC', 'Asia/Jakarta', 'America/New_York', 'America/Argentina/Buenos_Aires'])(
    'takes the IANA zone %j',
    (timeZone) => {
      expect(createTheme({ ...hiramBrand, timeZone }).format.timeZone).toBe(timeZone);
    },
  );

  test.each(['Asia/Manilla', 'Asia/Manila ', '+08:00', 'UTC+8', 'PHT', 'PST', 'EST', 'CET', ''])(
    'throws on the time zone %j, which would show no date or a wrong one',
    (timeZone) => {
      expect(() => createTheme({ ...hiramBrand, timeZone })).toThrow(/Not an IANA time zone/);
    },
  );
});
