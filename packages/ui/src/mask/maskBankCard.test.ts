import { describe, expect, test } from 'vitest';
import { maskBankCard } from './maskBankCard.ts';

describe('maskBankCard', () => {
  test.each([
    ['', ''],
    ['1', '1'],
    ['1234', '1234'],
    ['12345', '1234 5'],
    ['12345678', '1234 5678'],
    ['6222021234567890123', '6222 0212 3456 7890 123'],
    ['6222-0212-3456-7890', '6222 0212 3456 7890'],
    ['6222 0212 3456 7890 ', '6222 0212 3456 7890'],
    ['６２２２０２１２', '6222 0212'],
    ['card no.', ''],
  ])('%j shows as %j', (input, expected) => {
    expect(maskBankCard(input)).toBe(expected);
  });
});
