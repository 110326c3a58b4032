import { describe, expect, test } from 'vitest';
import { parsePayAmount } from './payAmount.ts';

describe('parsePayAmount', () => {
  test('a whole number of minor units', () => {
    expect(parsePayAmount('545500')).toBe(545500);
    expect(parsePayAmount(' 1 ')).toBe(1);
    expect(parsePayAmount('007')).toBe(7);
  });

  test('absent, empty, zero, negative, fractional, text or unsafe amounts are refused', () => {
    for (const raw of [
      null,
      '',
      ' ',
      '0',
      '-100',
      '12.5',
      '1e5',
      '0x10',
      'abc',
      '9007199254740993',
    ]) {
      expect([raw, parsePayAmount(raw)]).toEqual([raw, null]);
    }
  });
});
