import { describe, expect, test } from 'vitest';
import { isCompleteCode } from './smsCode.ts';

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
