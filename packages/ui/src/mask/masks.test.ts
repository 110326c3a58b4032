import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { digitsOnly } from './digitsOnly.ts';
import { maskBankCard } from './maskBankCard.ts';
import { maskDigits } from './maskDigits.ts';
import { maskPhone } from './maskPhone.ts';
import { type MaskKind, masks } from './masks.ts';

/** What people type or paste: digits, full-width digits, separators and anything else. */
const typed = fc.string({
  unit: fc.oneof(
    { arbitrary: fc.constantFrom(...'0123456789'), weight: 4 },
    fc.constantFrom(...'０１２３４５６７８９'),
    fc.constantFrom(' ', '-', '+', '(', ')', '.', '\u00a0'),
    fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 40,
  size: 'max',
});

const maxDigits: Record<MaskKind, number> = {
  bankCard: Number.POSITIVE_INFINITY,
  phone: 11,
  number: Number.POSITIVE_INFINITY,
};

test('the masks record holds the three masks', () => {
  expect(masks).toEqual({ bankCard: maskBankCard, phone: maskPhone, number: maskDigits });
});

describe.each(Object.keys(masks) as MaskKind[])('the %s mask', (kind) => {
  const mask = masks[kind];

  test('outputs only digits and single spaces between them', () => {
    fc.assert(
      fc.property(typed, (input) => {
        expect(mask(input)).toMatch(/^(\d+( \d+)*)?$/);
      }),
    );
  });

  test('keeps the digits in order, up to its limit', () => {
    fc.assert(
      fc.property(typed, (input) => {
        expect(mask(input).replaceAll(' ', '')).toBe(digitsOnly(input).slice(0, maxDigits[kind]));
      }),
    );
  });

  test('changes nothing when applied twice', () => {
    fc.assert(
      fc.property(typed, (input) => {
        expect(mask(mask(input))).toBe(mask(input));
      }),
    );
  });
});

describe('mask shapes', () => {
  test('phone keeps at most 11 digits, grouped 3-4-4', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const shown = maskPhone(input);
        expect(shown.replaceAll(' ', '').length).toBeLessThanOrEqual(11);
        expect(shown).toMatch(/^(\d{1,3}|\d{3} \d{1,4}|\d{3} \d{4} \d{1,4})?$/);
      }),
    );
  });

  test('bankCard groups are 4 long except the last, which is 1 to 4', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const shown = maskBankCard(input);
        fc.pre(shown !== '');
        const groups = shown.split(' ');
        const last = groups.pop() ?? '';
        expect(groups.every((group) => group.length === 4)).toBe(true);
        expect(last.length).toBeGreaterThanOrEqual(1);
        expect(last.length).toBeLessThanOrEqual(4);
      }),
    );
  });

  test('number never has spaces', () => {
    fc.assert(
      fc.property(typed, (input) => {
        expect(maskDigits(input)).not.toContain(' ');
      }),
    );
  });
});
