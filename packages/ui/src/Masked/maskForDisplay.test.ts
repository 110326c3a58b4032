import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { maskCardForDisplay, maskPhoneForDisplay, visibleEnd } from './maskForDisplay.ts';

describe('maskCardForDisplay', () => {
  test.each([
    ['4111111111111234', '**** 1234'],
    ['4111 1111 1111 1234', '**** 1234'],
    ['6222-0212-3456-7890-123', '**** 0123'],
    ['４１１１１１１１１１１１５６７８', '**** 5678'],
    ['12345', '**** 2345'],
    ['1234', '**** 1234'],
    ['12', '**** 12'],
    ['', ''],
    ['card', ''],
  ])('%j shows as %j', (input, expected) => {
    expect(maskCardForDisplay(input)).toBe(expected);
  });
});

describe('maskPhoneForDisplay', () => {
  test.each([
    ['09171234567', '0917 *** 4567'],
    ['0917 123 4567', '0917 *** 4567'],
    ['0917-123-4567', '0917 *** 4567'],
    ['+63 917 123 4567', '6391 *** 4567'],
    ['1234567890', '*** 7890'],
    ['8123456', '*** 3456'],
    ['4567', '*** 4567'],
    ['45', '*** 45'],
    ['', ''],
    ['n/a', ''],
  ])('%j shows as %j', (input, expected) => {
    expect(maskPhoneForDisplay(input)).toBe(expected);
  });
});

describe('visibleEnd', () => {
  test('is the last 4 digits, or all of fewer', () => {
    expect(visibleEnd('0917-123-4567')).toBe('4567');
    expect(visibleEnd('12')).toBe('12');
    expect(visibleEnd('')).toBe('');
  });
});

const digits = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });

/** The same digits as people write them: with spaces, dashes or dots between. */
const written = (value: string) =>
  fc
    .array(fc.constantFrom('', ' ', '-', '.'), {
      minLength: value.length,
      maxLength: value.length,
    })
    .map((separators) => [...value].map((digit, index) => digit + separators[index]).join(''));

describe('maskCardForDisplay properties', () => {
  test('keeps the last 4 digits and shows no other digit', () => {
    fc.assert(
      fc.property(digits(5, 24), (card) => {
        const shown = maskCardForDisplay(card);
        expect(shown.endsWith(card.slice(-4))).toBe(true);
        expect(shown.replace(/\D/g, '')).toBe(card.slice(-4));
      }),
    );
  });

  test('looks the same whatever the hidden digits are, and however many', () => {
    fc.assert(
      fc.property(digits(1, 20), digits(1, 20), digits(4, 4), (hiddenA, hiddenB, end) => {
        expect(maskCardForDisplay(hiddenA + end)).toBe(maskCardForDisplay(hiddenB + end));
      }),
    );
  });

  test('ignores separators', () => {
    fc.assert(
      fc.property(
        digits(0, 24).chain((card) => fc.tuple(fc.constant(card), written(card))),
        ([card, spaced]) => {
          expect(maskCardForDisplay(spaced)).toBe(maskCardForDisplay(card));
        },
      ),
    );
  });
});

describe('maskPhoneForDisplay properties', () => {
  test('an 11-digit number keeps its first 4 and last 4 and hides the 3 between', () => {
    fc.assert(
      fc.property(digits(11, 11), (phone) => {
        const shown = maskPhoneForDisplay(phone);
        expect(shown.startsWith(phone.slice(0, 4))).toBe(true);
        expect(shown.endsWith(phone.slice(-4))).toBe(true);
        expect(shown.replace(/\D/g, '')).toBe(phone.slice(0, 4) + phone.slice(-4));
      }),
    );
  });

  test('looks the same whatever the hidden digits are', () => {
    fc.assert(
      fc.property(
        digits(4, 4),
        digits(3, 8),
        digits(3, 8),
        digits(4, 4),
        (start, hiddenA, hiddenB, end) => {
          expect(maskPhoneForDisplay(start + hiddenA + end)).toBe(
            maskPhoneForDisplay(start + hiddenB + end),
          );
        },
      ),
    );
  });

  test('a shorter number shows only its last 4 digits, without its length', () => {
    fc.assert(
      fc.property(digits(1, 6), digits(1, 6), digits(4, 4), (hiddenA, hiddenB, end) => {
        const shown = maskPhoneForDisplay(hiddenA + end);
        expect(shown.replace(/\D/g, '')).toBe(end);
        expect(maskPhoneForDisplay(hiddenB + end)).toBe(shown);
      }),
    );
  });

  test('ignores separators', () => {
    fc.assert(
      fc.property(
        digits(0, 14).chain((phone) => fc.tuple(fc.constant(phone), written(phone))),
        ([phone, spaced]) => {
          expect(maskPhoneForDisplay(spaced)).toBe(maskPhoneForDisplay(phone));
        },
      ),
    );
  });
});
