import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CAPTCHA_LENGTH, captchaInput, SMS_CODE_LENGTH, smsCodeInput } from './registerInput.ts';

describe('the SMS code field', () => {
  test.each([
    [' 123456', '123456'],
    ['123 456', '123456'],
    ['123-456', '123456'],
    ['１２３４５６', '123456'],
    ['Your code is 123456.', '123456'],
    ['1234567', '123456'],
    ['', ''],
  ])('%j gives %j', (raw, kept) => {
    expect(smsCodeInput(raw)).toBe(kept);
  });

  test.each([
    ['111111654321', '111111', '654321'],
    ['12654321', '12', '654321'],
    ['65432112', '12', '654321'],
    ['1234567', '123456', '123456'],
  ])('%j over %j gives %j: a whole code pasted replaces the digits there', (raw, current, kept) => {
    expect(smsCodeInput(raw, current)).toBe(kept);
  });

  test('a whole code pasted before a code it starts as replaces it, digits in order', () => {
    expect(smsCodeInput('123789123456', '123456', 6)).toBe('123789');
    expect(smsCodeInput('654321' + '12', '12', 6)).toBe('654321');
  });

  test('keeps the first six digits of anything, in order, and nothing else', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789 -.a\n') }), (raw) => {
        const digits = raw.replace(/\D/g, '');
        expect(smsCodeInput(raw)).toBe(digits.slice(0, SMS_CODE_LENGTH));
        expect(smsCodeInput(smsCodeInput(raw))).toBe(smsCodeInput(raw));
      }),
    );
  });
});

describe('the picture code field', () => {
  test.each([
    [' ab12', 'ab12'],
    ['ab 12', 'ab12'],
    ['ab12\n', 'ab12'],
    ['ab123', 'ab12'],
    ['２４６８', '2468'],
    ['ａｂ\u3000１２', 'ab12'],
  ])('%j gives %j', (raw, kept) => {
    expect(captchaInput(raw)).toBe(kept);
  });

  test('keeps the first four characters that are not spaces', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'ab12 \t\n') }), (raw) => {
        expect(captchaInput(raw)).toBe(raw.replace(/\s/g, '').slice(0, CAPTCHA_LENGTH));
      }),
    );
  });
});
