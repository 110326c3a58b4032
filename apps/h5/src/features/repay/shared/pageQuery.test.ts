import { describe, expect, test } from 'vitest';
import { amountToPay } from './pageQuery.ts';

describe('amountToPay', () => {
  test.each([
    ['545500', 545500],
    [' 1 ', 1],
    ['007', 7],
  ])('%j is %d minor units', (raw, amount) => {
    expect(amountToPay(raw)).toBe(amount);
  });

  test.each([
    null,
    '',
    ' ',
    '0',
    '-100',
    '12.5',
    '1e5',
    '0x10',
    'abc',
    '1,000',
    '１２',
    '9007199254740993',
  ])('%j is no amount to pay', (raw) => {
    expect(amountToPay(raw)).toBeNull();
  });
});
