import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { digitsOnly } from './digitsOnly.ts';

const FULL_WIDTH = '０１２３４５６７８９';

describe('digitsOnly', () => {
  test.each([
    ['', ''],
    ['0917', '0917'],
    ['a1b2c3', '123'],
    ['+63 (917) 123-4567', '639171234567'],
    ['０９１７ １２３', '0917123'],
    ['٣٤ ²³ ⑤ 𝟙', ''],
    ['1\u00a02\t3\n4', '1234'],
    ['😀7👍🏽8', '78'],
  ])('%j keeps %j', (input, expected) => {
    expect(digitsOnly(input)).toBe(expected);
  });
});

describe('digitsOnly properties', () => {
  const typed = fc.string({
    unit: fc.oneof(
      fc.constantFrom(...'0123456789'),
      fc.constantFrom(...FULL_WIDTH),
      fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    ),
  });

  test('keeps exactly the ASCII and full-width digits, in order', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const expected = [...input]
          .map((c) => (FULL_WIDTH.includes(c) ? String(FULL_WIDTH.indexOf(c)) : c))
          .filter((c) => c >= '0' && c <= '9')
          .join('');
        expect(digitsOnly(input)).toBe(expected);
      }),
    );
  });

  test('splits over concatenation', () => {
    fc.assert(
      fc.property(typed, typed, (a, b) => {
        expect(digitsOnly(a + b)).toBe(digitsOnly(a) + digitsOnly(b));
      }),
    );
  });
});
