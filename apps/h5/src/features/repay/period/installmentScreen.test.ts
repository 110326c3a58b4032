import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { installmentSchema } from '../../../api/schemas/repay.ts';
import { installment } from '../../../mocks/repay/fixtures.ts';
import type { DisplayFormat } from '../../../screen/index.ts';
import { readRepaymentInfo, saveRepaymentInfo, totalToPay } from '../shared/repaymentInfo.ts';
import {
  installmentPayment,
  installmentRepaymentInfo,
  installmentScreen,
} from './installmentScreen.ts';

const peso: DisplayFormat = {
  currencyFlag: '0',
  thousandsSeparator: '.',
  decimalSeparator: ',',
  timeZone: 'Asia/Manila',
};
const detail = v.parse(installmentSchema, installment());
const allowAll = (raw: unknown) => (typeof raw === 'string' && raw !== '' ? raw : undefined);

describe('installmentScreen', () => {
  test('the amount in minor units shows with its sign, the date as YYYY-MM-DD', () => {
    const screen = installmentScreen(detail, peso, allowAll);
    expect(screen.amount).toBe('₱5.455,00');
    expect(screen.repayDate).toBe('2025-07-15');
    expect(screen.rows).toHaveLength(5);
    expect(screen.rows[0]).toEqual({ text: 'Principal', value: '₱5.000,00' });
  });

  test('the rupee sign when the currency flag is 1', () => {
    expect(installmentScreen(detail, { ...peso, currencyFlag: '1' }, allowAll).amount).toBe(
      '₹5.455,00',
    );
  });

  test('an epoch-seconds date shows in the brand zone', () => {
    const screen = installmentScreen({ ...detail, repayDate: 1752537600 }, peso, allowAll);
    expect(screen.repayDate).toBe('2025-07-15');
  });

  test('a due date at Manila midnight shows as that Manila day, not the UTC day before', () => {
    const screen = installmentScreen({ ...detail, repayDate: 1752508800 }, peso, allowAll);
    expect(screen.repayDate).toBe('2025-07-15');
  });
});

describe('installmentPayment', () => {
  test('pays the repay amount, not as a rollover', () => {
    expect(installmentPayment(detail)).toEqual({ amount: 545500, rollover: false });
  });
});

describe('installmentRepaymentInfo', () => {
  test("is section 3's shape: defDetail and repayAmount; it reads back whole", () => {
    const info = installmentRepaymentInfo(detail);
    expect(info).toEqual({ defDetail: detail.defDetail, repayAmount: 545500 });
    const store = new Map<string, string>();
    const storage = () => ({
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    });
    expect(saveRepaymentInfo(info, storage)).toBe(true);
    const read = readRepaymentInfo(storage);
    expect(read).toEqual(info);
    expect(read && totalToPay(read)).toBe(545500);
  });
});
