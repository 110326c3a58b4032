import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { digitsOnly } from '../mask/digitsOnly.ts';
import { maskBankCard } from '../mask/maskBankCard.ts';
import { maskPhone, PHONE_MAX_DIGITS } from '../mask/maskPhone.ts';
import { type MaskKind, masks } from '../mask/masks.ts';
import { caretAfterDigits, deleteDigit, digitsBefore, remask } from './caret.ts';

describe('digitsBefore', () => {
  test.each([
    ['4111 1111', 0, 0],
    ['4111 1111', 4, 4],
    ['4111 1111', 5, 4],
    ['4111 1111', 6, 5],
    ['4111 1111', 99, 8],
    ['a-１2', 3, 1],
    ['a-１2', -1, 0],
  ])('%j left of %i holds %i digits', (text, position, expected) => {
    expect(digitsBefore(text, position)).toBe(expected);
  });
});

describe('caretAfterDigits', () => {
  test.each([
    ['4111 1111', 0, 0],
    ['4111 1111', 3, 3],
    ['4111 1111', 4, 4],
    ['4111 1111', 5, 6],
    ['4111 1111', 8, 9],
    ['4111 1111', 12, 9],
    ['', 2, 0],
  ])('in %j after %i digits is %i', (text, count, expected) => {
    expect(caretAfterDigits(text, count)).toBe(expected);
  });
});

describe('remask', () => {
  test('a digit typed at the end of a group moves past the new space', () => {
    expect(remask('41111', 5, maskBankCard)).toEqual({ digits: '41111', text: '4111 1', caret: 6 });
  });

  test('a digit typed mid-value keeps the caret right after it', () => {
    expect(remask('41911 1111', 3, maskBankCard)).toEqual({
      digits: '419111111',
      text: '4191 1111 1',
      caret: 3,
    });
  });

  test('a digit typed before a space lands after it, past the space', () => {
    expect(remask('41112 1111', 5, maskBankCard)).toEqual({
      digits: '411121111',
      text: '4111 2111 1',
      caret: 6,
    });
  });

  test('a letter changes nothing and the caret stays put', () => {
    expect(remask('41x11 1111', 3, maskBankCard)).toEqual({
      digits: '41111111',
      text: '4111 1111',
      caret: 2,
    });
  });

  test('a pasted phone number loses its dashes, letters and twelfth digit', () => {
    expect(remask('0917-123 4567abc', 16, maskPhone, PHONE_MAX_DIGITS)).toEqual({
      digits: '09171234567',
      text: '091 7123 4567',
      caret: 13,
    });
  });

  test('a digit typed into a full phone number is dropped, not the last one', () => {
    expect(remask('091 78123 4567', 6, maskPhone, PHONE_MAX_DIGITS)).toEqual({
      digits: '09171234567',
      text: '091 7123 4567',
      caret: 5,
    });
  });

  test('full-width digits count as digits', () => {
    expect(remask('１２３４５', 5, maskBankCard)).toEqual({
      digits: '12345',
      text: '1234 5',
      caret: 6,
    });
  });
});

describe('deleteDigit', () => {
  test('backspace after a space removes the digit before it', () => {
    // '4111 |1111' lost its space: the caret sat after 4 digits, so digit index 3 goes.
    expect(deleteDigit('41111111', 3, maskBankCard)).toEqual({
      digits: '4111111',
      text: '4111 111',
      caret: 3,
    });
  });

  test('delete before a space removes the digit after it', () => {
    expect(deleteDigit('41112222', 4, maskBankCard)).toEqual({
      digits: '4111222',
      text: '4111 222',
      caret: 4,
    });
  });

  test('nothing to delete leaves the digits as they are', () => {
    expect(deleteDigit('1234', -1, maskBankCard)).toEqual({
      digits: '1234',
      text: '1234',
      caret: 0,
    });
    expect(deleteDigit('1234', 4, maskBankCard)).toEqual({
      digits: '1234',
      text: '1234',
      caret: 4,
    });
  });
});

/** What an input can hold after the browser applied an edit, with the caret somewhere in it. */
const edited = fc
  .string({
    unit: fc.oneof(
      { arbitrary: fc.constantFrom(...'0123456789'), weight: 5 },
      fc.constantFrom(...'０１２３４５６７８９'),
      fc.constantFrom(' ', '-', '+', '(', ')', '.', 'a', 'Z', '\u00a0', '😀'),
    ),
    maxLength: 30,
  })
  .chain((input) => fc.record({ input: fc.constant(input), caret: fc.nat(input.length) }));

const limits: Record<MaskKind, number> = {
  bankCard: Number.POSITIVE_INFINITY,
  phone: PHONE_MAX_DIGITS,
  number: Number.POSITIVE_INFINITY,
};

describe.each(Object.keys(masks) as MaskKind[])('remask with the %s mask', (kind) => {
  const mask = masks[kind];
  const limit = limits[kind];

  test('keeps as many digits left of the caret as were there, within the limit', () => {
    fc.assert(
      fc.property(edited, ({ input, caret }) => {
        const result = remask(input, caret, mask, limit);
        const left = digitsOnly(input.slice(0, caret)).length;
        const right = Math.min(digitsOnly(input.slice(caret)).length, limit);
        expect(digitsBefore(result.text, result.caret)).toBe(Math.min(left, limit - right));
      }),
    );
  });

  test('keeps the digits right of the caret, in order', () => {
    fc.assert(
      fc.property(edited, ({ input, caret }) => {
        const result = remask(input, caret, mask, limit);
        const right = digitsOnly(input.slice(caret)).slice(0, limit);
        expect(digitsOnly(result.text.slice(result.caret))).toBe(right);
      }),
    );
  });

  test('shows the masked digits and hands out the same digits', () => {
    fc.assert(
      fc.property(edited, ({ input, caret }) => {
        const result = remask(input, caret, mask, limit);
        expect(result.text).toBe(mask(result.digits));
        expect(result.digits).toBe(digitsOnly(result.text));
        expect(result.digits.length).toBeLessThanOrEqual(limit);
        if (digitsOnly(input).length <= limit) expect(result.digits).toBe(digitsOnly(input));
      }),
    );
  });

  test('puts the caret at the start or right after a digit', () => {
    fc.assert(
      fc.property(edited, ({ input, caret }) => {
        const result = remask(input, caret, mask, limit);
        expect(result.caret).toBeGreaterThanOrEqual(0);
        expect(result.caret).toBeLessThanOrEqual(result.text.length);
        if (result.caret > 0) expect(result.text.charAt(result.caret - 1)).toMatch(/\d/);
      }),
    );
  });

  test('changes nothing when applied to its own result', () => {
    fc.assert(
      fc.property(edited, ({ input, caret }) => {
        const once = remask(input, caret, mask, limit);
        expect(remask(once.text, once.caret, mask, limit)).toEqual(once);
      }),
    );
  });

  test('a digit typed anywhere in a shown value leaves the caret right after it', () => {
    const shownValue = fc
      .string({ unit: fc.constantFrom(...'0123456789'), maxLength: 24 })
      .map((digits) => mask(digits.slice(0, limit - 1)))
      .chain((text) =>
        fc.record({ text: fc.constant(text), at: fc.nat(text.length), digit: fc.nat(9) }),
      );
    fc.assert(
      fc.property(shownValue, ({ text, at, digit }) => {
        const typed = text.slice(0, at) + String(digit) + text.slice(at);
        const result = remask(typed, at + 1, mask, limit);
        expect(digitsBefore(result.text, result.caret)).toBe(digitsBefore(text, at) + 1);
        expect(result.digits.charAt(digitsBefore(text, at))).toBe(String(digit));
      }),
    );
  });
});

test('deleteDigit removes exactly one digit and leaves the caret where it was', () => {
  const digitsAndIndex = fc
    .string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 24 })
    .chain((digits) =>
      fc.record({ digits: fc.constant(digits), index: fc.nat(digits.length - 1) }),
    );
  fc.assert(
    fc.property(digitsAndIndex, ({ digits, index }) => {
      const result = deleteDigit(digits, index, maskBankCard);
      expect(result.digits).toBe(digits.slice(0, index) + digits.slice(index + 1));
      expect(result.text).toBe(maskBankCard(result.digits));
      expect(digitsBefore(result.text, result.caret)).toBe(index);
    }),
  );
});
