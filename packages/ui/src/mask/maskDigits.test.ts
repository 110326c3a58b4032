import { describe, expect, test } from 'vitest';
import { maskDigits } from './maskDigits.ts';

describe('maskDigits', () => {
  test.each([
    ['', ''],
    ['abc123', '123'],
    ['1 000 000', '1000000'],
    ['-12.50', '1250'],
    ['０１２', '012'],
  ])('%j shows as %j', (input, expected) => {
    expect(maskDigits(input)).toBe(expected);
  });
});
