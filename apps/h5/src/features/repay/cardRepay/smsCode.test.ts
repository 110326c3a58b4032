import { describe, expect, test } from 'vitest';
import { isCompleteCode, smsCountdownKey, startSmsCountdown } from './smsCode.ts';

describe('isCompleteCode', () => {
  test('6 characters pass, fewer are refused', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('')).toBe(false);
  });

  test('spaces do not count', () => {
    expect(isCompleteCode(' 12345 ')).toBe(false);
    expect(isCompleteCode(' 123456')).toBe(true);
  });
});

describe('startSmsCountdown', () => {
  test('stores the end 60 s from now under the order key', () => {
    const stored = new Map<string, string>();
    startSmsCountdown({ setItem: (k, v) => void stored.set(k, v) }, smsCountdownKey('9001'), 1000);
    expect(Object.fromEntries(stored)).toEqual({ 'sms:paymentWay:9001': '61000' });
  });

  test('a refusing or missing storage is no failure', () => {
    const refusing = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => startSmsCountdown(refusing, 'k', 0)).not.toThrow();
    expect(() => startSmsCountdown(undefined, 'k', 0)).not.toThrow();
  });
});
