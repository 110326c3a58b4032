import { describe, expect, test } from 'vitest';
import { maskPhone } from './maskPhone.ts';

describe('maskPhone', () => {
  test.each([
    ['', ''],
    ['0', '0'],
    ['091', '091'],
    ['0917', '091 7'],
    ['0917123', '091 7123'],
    ['09171234', '091 7123 4'],
    ['09171234567', '091 7123 4567'],
    ['091712345678999', '091 7123 4567'],
    ['+63 917 123 4567', '639 1712 3456'],
    ['0917-123-4567', '091 7123 4567'],
    ['０９１７１２３４５６７', '091 7123 4567'],
  ])('%j shows as %j', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });
});
