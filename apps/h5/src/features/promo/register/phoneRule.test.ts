import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isValidPhone, limitPhoneInput, phoneToSend } from './phoneRule.ts';

const digits = (length: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })
    .map((d) => d.join(''));

/** What a borrower types or pastes: mostly digits, with spaces, signs and stray letters. */
const typed = fc.string({
  unit: fc.oneof(
    { arbitrary: fc.constantFrom(...'0123456789'), weight: 6 },
    fc.constantFrom(' ', '+', '-', 'a'),
  ),
  maxLength: 40,
});
const digitCount = (text: string) => text.replace(/\D/g, '').length;

describe('ph', () => {
  test.each(['09171234567', '+639171234567', '+63 917 123 4567', '0917 123 4567'])(
    '%s is a Philippine mobile number',
    (value) => {
      expect(isValidPhone('ph', value)).toBe(true);
    },
  );

  test.each([
    '0917123456',
    '091712345678',
    '08171234567',
    '+63817123456',
    '+6391712345',
    '9171234567',
    '',
    '+63 917 123 456a',
  ])('%s is not', (value) => {
    expect(isValidPhone('ph', value)).toBe(false);
  });

  test('after +63 the number must start with 9, even when it has the right number of digits', () => {
    expect(isValidPhone('ph', '+638171234567')).toBe(false);
    expect(isValidPhone('ph', '+63 0917 123 456')).toBe(false);
  });

  test('every 09 number and every +63 9 number passes, and sends as the same local number', () => {
    fc.assert(
      fc.property(digits(9), (rest) => {
        expect(isValidPhone('ph', `09${rest}`)).toBe(true);
        expect(isValidPhone('ph', `+639${rest}`)).toBe(true);
        expect(phoneToSend('ph', `+63 9${rest}`)).toBe(`09${rest}`);
        expect(phoneToSend('ph', `09${rest}`)).toBe(`09${rest}`);
      }),
    );
  });

  test('typing beyond the length is ignored; what is kept is what was typed, in order', () => {
    expect(limitPhoneInput('ph', '091712345678999')).toBe('09171234567');
    expect(limitPhoneInput('ph', '+63 917 123 4567 89')).toBe('+63 917 123 4567');
    expect(limitPhoneInput('ph', 'abc09-17')).toBe('0917');
    expect(limitPhoneInput('ph', '  0917')).toBe('0917');
    expect(limitPhoneInput('ph', '0917  123')).toBe('0917 123');
    fc.assert(
      fc.property(typed, (raw) => {
        const kept = limitPhoneInput('ph', raw);
        const start = raw.replace(/[^\d +]/g, '').trimStart();
        const given = raw.replace(/\D/g, '');
        const international = start.startsWith('+') || given.startsWith('63');
        const number = international ? given.replace(/^630+/, '63') : given;
        expect(digitCount(kept)).toBe(Math.min(international ? 12 : 11, number.length));
        expect(kept).toMatch(/^\+?[\d ]*$/);
        expect(limitPhoneInput('ph', kept)).toBe(kept);
        expect(number.startsWith(kept.replace(/\D/g, ''))).toBe(true);
      }),
    );
  });
});

describe('ph, as phones type and paste', () => {
  test('full-width digits and plus are read as their ASCII selves', () => {
    expect(limitPhoneInput('ph', '０９１７１２３４５６７')).toBe('09171234567');
    expect(limitPhoneInput('ph', '＋６３ ９１７ １２３ ４５６７')).toBe('+63 917 123 4567');
  });

  test('63 and a mobile number, without the plus, is the international form', () => {
    expect(limitPhoneInput('ph', '639171234567')).toBe('+639171234567');
    expect(limitPhoneInput('ph', 'a63')).toBe('+63');
    expect(limitPhoneInput('ph', limitPhoneInput('ph', 'a63'))).toBe('+63');
    expect(isValidPhone('ph', limitPhoneInput('ph', '639171234567'))).toBe(true);
    expect(phoneToSend('ph', limitPhoneInput('ph', '63 917 123 4567'))).toBe('09171234567');
  });

  test('the trunk 0 written after +63 is dropped, so the whole number fits', () => {
    expect(limitPhoneInput('ph', '+63 0917 123 4567')).toBe('+63 917 123 4567');
    expect(limitPhoneInput('ph', '+63 (0) 917 123 4567')).toBe('+63 917 123 4567');
    expect(limitPhoneInput('ph', '630917 123 4567')).toBe('+63917 123 4567');
    expect(limitPhoneInput('ph', '+63 0')).toBe('+63 ');
    expect(limitPhoneInput('ph', '+63 0917 123 4567', '09171234567', 0)).toBe('+63 917 123 4567');
    expect(isValidPhone('ph', limitPhoneInput('ph', '+63 0917 123 4567'))).toBe(true);
  });

  test('a digit typed into a whole number is refused, not pushed in at the cost of the last', () => {
    expect(limitPhoneInput('ph', '091781234567', '09171234567')).toBe('09171234567');
    expect(limitPhoneInput('ph', '+63 9178 123 4567', '+63 917 123 4567')).toBe('+63 917 123 4567');
  });

  test('a whole number pasted where one was replaces it', () => {
    expect(limitPhoneInput('ph', '0917123456709181112222', '09171234567')).toBe('09181112222');
    expect(limitPhoneInput('ph', '+63 918 111 222209171234567', '09171234567')).toBe(
      '+63 918 111 2222',
    );
    expect(limitPhoneInput('cn', '1381234567813912345678', '13812345678')).toBe('13912345678');
  });

  test('a whole number pasted before the one there, sharing its first digits, replaces it', () => {
    expect(limitPhoneInput('ph', '0918111222209171234567', '09171234567', 11)).toBe('09181112222');
    expect(limitPhoneInput('cn', '1391234567813812345678', '13812345678', 11)).toBe('13912345678');
  });
});

describe('cn', () => {
  test('the spec rule: 11 digits, 1 then 3-9', () => {
    expect(isValidPhone('cn', '13812345678')).toBe(true);
    expect(isValidPhone('cn', '19912345678')).toBe(true);
    expect(isValidPhone('cn', '12812345678')).toBe(false);
    expect(isValidPhone('cn', '1381234567')).toBe(false);
    expect(isValidPhone('cn', '09171234567')).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 9 }), digits(9), (second, rest) => {
        expect(isValidPhone('cn', `1${second}${rest}`)).toBe(true);
      }),
    );
  });

  test('a number given with +86 keeps its 11 digits', () => {
    expect(limitPhoneInput('cn', '+86 138 0013 8000')).toBe('13800138000');
    expect(limitPhoneInput('cn', '8613800138000')).toBe('13800138000');
  });

  test('only digits, at most 11', () => {
    expect(limitPhoneInput('cn', '138 1234 5678 9')).toBe('13812345678');
    fc.assert(
      fc.property(typed, (raw) => {
        const kept = limitPhoneInput('cn', raw);
        const given = raw.replace(/\D/g, '');
        const number = given.length === 13 && given.startsWith('86') ? given.slice(2) : given;
        expect(kept).toMatch(/^\d*$/);
        expect(kept.length).toBe(Math.min(11, number.length));
        expect(number.startsWith(kept)).toBe(true);
      }),
    );
  });
});
