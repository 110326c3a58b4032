import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { problemField, refreshProblem, registerProblem, smsProblem } from './registerChecks.ts';

const form = { phone: '09171234567', captcha: '2468', smsCode: '123456' };

describe('the registration rules', () => {
  test('a whole form passes, in either rule', () => {
    expect(registerProblem('ph', form)).toBeNull();
    expect(registerProblem('cn', { ...form, phone: '13812345678' })).toBeNull();
  });

  test('the phone first, with its rule message', () => {
    expect(smsProblem('ph', { ...form, phone: '0917' })).toBe('promo.phone.invalid.ph');
    expect(smsProblem('cn', form)).toBe('promo.phone.invalid.cn');
    expect(registerProblem('ph', { phone: '', captcha: '', smsCode: '' })).toBe(
      'promo.phone.invalid.ph',
    );
  });

  test('a new captcha needs the phone', () => {
    expect(refreshProblem('ph', '')).toBe('promo.phone.invalid.ph');
    expect(refreshProblem('cn', '1381234')).toBe('promo.phone.invalid.cn');
    expect(refreshProblem('ph', '+63 917 123 4567')).toBeNull();
  });

  test('the captcha: required, at most 4', () => {
    expect(smsProblem('ph', { ...form, captcha: '' })).toBe('promo.captcha.invalid');
    expect(smsProblem('ph', { ...form, captcha: '   ' })).toBe('promo.captcha.invalid');
    expect(smsProblem('ph', { ...form, captcha: '24681' })).toBe('promo.captcha.invalid');
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 4 }).filter((c) => c.trim() !== ''),
        (captcha) => {
          expect(smsProblem('ph', { ...form, captcha })).toBeNull();
        },
      ),
    );
  });

  test('the SMS code: required, at most 6, only for Register', () => {
    expect(smsProblem('ph', { ...form, smsCode: '' })).toBeNull();
    expect(registerProblem('ph', { ...form, smsCode: '' })).toBe('promo.sms.invalid');
    expect(registerProblem('ph', { ...form, smsCode: '1234567' })).toBe('promo.sms.invalid');
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,6}$/), (smsCode) => {
        expect(registerProblem('ph', { ...form, smsCode })).toBeNull();
      }),
    );
  });

  test('each problem is marked on its own field', () => {
    expect(problemField('promo.phone.invalid.ph')).toBe('phone');
    expect(problemField('promo.phone.invalid.cn')).toBe('phone');
    expect(problemField('promo.captcha.invalid')).toBe('captcha');
    expect(problemField('promo.sms.invalid')).toBe('smsCode');
  });
});
