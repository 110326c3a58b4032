import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { DisplayFormat } from './displayFormat.ts';
import { showPercent } from './showPercent.ts';

const peso: DisplayFormat = {
  currencyFlag: '0',
  thousandsSeparator: '.',
  decimalSeparator: ',',
  timeZone: 'Asia/Manila',
};

describe('showPercent', () => {
  test('two decimals in the brand separators', () => {
    expect(showPercent(0.0625, peso)).toBe('6,25%');
    expect(showPercent(0, peso)).toBe('0,00%');
    expect(showPercent(4.3503, peso)).toBe('435,03%');
    expect(showPercent(123.456789, peso)).toBe('12.345,68%');
    expect(showPercent(-0.05, peso)).toBe('-5,00%');
    expect(showPercent(-0.000001, peso)).toBe('0,00%');
    expect(showPercent(0.1, { ...peso, thousandsSeparator: ',', decimalSeparator: '.' })).toBe(
      '10.00%',
    );
    expect(showPercent(Number.NaN, peso)).toBe('');
  });

  test('reads back as the rate, to the hundredth of a percent', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 1e6, noNaN: true }), (fraction) => {
        const shown = showPercent(fraction, peso);
        expect(shown).toMatch(/^-?\d{1,3}(\.\d{3})*,\d{2}%$/);
        const read = Number(shown.replaceAll('.', '').replace(',', '.').replace('%', ''));
        expect(Math.abs(read - fraction * 100)).toBeLessThanOrEqual(
          0.005 + 1e-9 * Math.abs(fraction * 100),
        );
      }),
    );
  });
});
