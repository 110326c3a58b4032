import { describe, expect, test } from 'vitest';
import { type DisplayFormat, showDate, showMoney } from './displayFormat.ts';

const peso: DisplayFormat = {
  currencyFlag: '0',
  thousandsSeparator: '.',
  decimalSeparator: ',',
  timeZone: 'Asia/Manila',
};

describe('showMoney', () => {
  test('flag 1 shows the rupee sign, other flags the peso', () => {
    expect(showMoney(100, { ...peso, currencyFlag: '1' })).toBe('₹1,00');
    expect(showMoney(100, { ...peso, currencyFlag: 1 })).toBe('₹1,00');
    expect(showMoney(100, { ...peso, currencyFlag: '' })).toBe('₱1,00');
  });

  test("another brand's separators", () => {
    const other = { ...peso, thousandsSeparator: ',', decimalSeparator: '.' };
    expect(showMoney(500000, other)).toBe('₱5,000.00');
  });
});

describe('showDate', () => {
  test('reads epoch seconds, epoch ms and text', () => {
    expect(showDate(1752508800, peso)).toBe('2025-07-15');
    expect(showDate(1752508800000, peso)).toBe('2025-07-15');
    expect(showDate('2025-07-15', peso)).toBe('2025-07-15');
    expect(showDate('', peso)).toBe('');
  });
});
