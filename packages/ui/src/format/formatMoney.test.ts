import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatMoney } from './formatMoney.ts';

const PESO_PATTERN = /^-?₱\d{1,3}(\.\d{3})*,\d{2}$/;

/** Reads a default-formatted amount back into minor units. */
function parseMinor(text: string, sign = '₱'): bigint {
  const negative = text.startsWith('-');
  const digits = text
    .slice(negative ? 1 : 0)
    .replace(sign, '')
    .replace(/[.,]/g, '');
  return negative ? -BigInt(digits) : BigInt(digits);
}

describe('formatMoney', () => {
  test.each([
    [123456789, '1.234.567,89'],
    [0, '0,00'],
    [5, '0,05'],
    [-5, '-0,05'],
    [10, '0,10'],
    [100, '1,00'],
    [99999, '999,99'],
    [100000, '1.000,00'],
    [-123456, '-1.234,56'],
    [Number.MAX_SAFE_INTEGER, '90.071.992.547.409,91'],
    [1e21, '10.000.000.000.000.000.000,00'],
  ])('%d minor units show as %s', (minor, expected) => {
    expect(formatMoney(minor)).toBe(expected);
  });

  test('puts the sign right before the digits and the minus before the sign', () => {
    expect(formatMoney(123456789, { sign: '₱' })).toBe('₱1.234.567,89');
    expect(formatMoney(-123456, { sign: '₱' })).toBe('-₱1.234,56');
    expect(formatMoney(-5, { sign: '₹' })).toBe('-₹0,05');
  });

  test('uses the separators it is given', () => {
    const english = { thousandsSeparator: ',', decimalSeparator: '.' };
    expect(formatMoney(123456789, english)).toBe('1,234,567.89');
    expect(formatMoney(123456789, { thousandsSeparator: '' })).toBe('1234567,89');
    expect(formatMoney(123456789, { thousandsSeparator: '$&', decimalSeparator: '$1' })).toBe(
      '1$&234$&567$189',
    );
  });

  test('is exact beyond Number.MAX_SAFE_INTEGER', () => {
    expect(formatMoney(2n ** 64n)).toBe('184.467.440.737.095.516,16');
    expect(formatMoney(-(2n ** 64n) - 1n, { sign: '₱' })).toBe('-₱184.467.440.737.095.516,17');
    expect(formatMoney('123456789012345678901234567890')).toBe(
      '1.234.567.890.123.456.789.012.345.678,90',
    );
  });

  test.each([
    ['-0012', '-0,12'],
    ['+7', '0,07'],
    [' 42 ', '0,42'],
    ['000', '0,00'],
    ['-0', '0,00'],
  ])('reads the integer string %j', (minor, expected) => {
    expect(formatMoney(minor)).toBe(expected);
  });

  test.each([
    [0.5, '0,01'],
    [-0.5, '-0,01'],
    [2.5, '0,03'],
    [-2.5, '-0,03'],
    [1.4999, '0,01'],
    [-0.4, '0,00'],
    [-0, '0,00'],
    [99.5, '1,00'],
  ])('rounds %d half away from zero', (minor, expected) => {
    expect(formatMoney(minor)).toBe(expected);
  });

  test.each([
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    '',
    ' ',
    '1.5',
    '12abc',
    '1e3',
    '--1',
    '0x10',
    '１２',
  ])('gives an empty string for %j', (minor) => {
    expect(formatMoney(minor)).toBe('');
  });
});

describe('formatMoney properties', () => {
  const anyAmount = fc.oneof(
    fc.bigInt(),
    fc.bigInt({ min: -(10n ** 60n), max: 10n ** 60n }),
    fc.bigInt({ min: -1000n, max: 1000n }),
    fc.constant(0n),
  );

  test('every bigint reads back exactly', () => {
    fc.assert(
      fc.property(anyAmount, (minor) => {
        expect(parseMinor(formatMoney(minor, { sign: '₱' }))).toBe(minor);
      }),
    );
  });

  test('every bigint has the peso shape', () => {
    fc.assert(
      fc.property(anyAmount, (minor) => {
        expect(formatMoney(minor, { sign: '₱' })).toMatch(PESO_PATTERN);
      }),
    );
  });

  test('integer strings, including zero-padded ones, read back exactly', () => {
    fc.assert(
      fc.property(anyAmount, fc.nat({ max: 5 }), (minor, zeros) => {
        const magnitude = (minor < 0n ? -minor : minor).toString();
        const text = `${minor < 0n ? '-' : ''}${'0'.repeat(zeros)}${magnitude}`;
        expect(parseMinor(formatMoney(text, { sign: '₱' }))).toBe(minor);
      }),
    );
  });

  test('safe integer numbers read back exactly', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (minor) => {
        expect(parseMinor(formatMoney(minor, { sign: '₱' }))).toBe(BigInt(minor));
      }),
    );
  });

  test('fractions round half away from zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.constantFrom(0.25, 0.5, 0.75),
        fc.boolean(),
        (whole, fraction, negative) => {
          const magnitude = BigInt(whole) + (fraction >= 0.5 ? 1n : 0n);
          const minor = (whole + fraction) * (negative ? -1 : 1);
          expect(parseMinor(formatMoney(minor, { sign: '₱' }))).toBe(
            negative ? -magnitude : magnitude,
          );
        },
      ),
    );
  });

  test('custom separators replace the default ones one for one', () => {
    fc.assert(
      fc.property(
        anyAmount,
        fc.constantFrom('', ' ', '\u00a0', "'", ','),
        fc.constantFrom('.', '·'),
        (minor, thousandsSeparator, decimalSeparator) => {
          const swapped = formatMoney(minor)
            .split('')
            .map((c) => (c === '.' ? thousandsSeparator : c === ',' ? decimalSeparator : c))
            .join('');
          expect(formatMoney(minor, { thousandsSeparator, decimalSeparator })).toBe(swapped);
        },
      ),
    );
  });
});
