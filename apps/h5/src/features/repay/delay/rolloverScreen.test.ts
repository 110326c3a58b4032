import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { rolloverSchema } from '../../../api/schemas/repay.ts';
import { rollover } from '../../../mocks/repay/fixtures.ts';
import type { DisplayFormat } from '../../../screen/index.ts';
import { readRepaymentInfo, saveRepaymentInfo, totalToPay } from '../shared/repaymentInfo.ts';
import { rolloverPayment, rolloverRepaymentInfo, rolloverScreen } from './rolloverScreen.ts';

const peso: DisplayFormat = {
  currencyFlag: '0',
  thousandsSeparator: '.',
  decimalSeparator: ',',
  timeZone: 'Asia/Manila',
};
const detail = v.parse(rolloverSchema, rollover());
const allowAll = (raw: unknown) => (typeof raw === 'string' && raw !== '' ? raw : undefined);

describe('rolloverScreen', () => {
  test("the delay plan's title and amount, the next payment date", () => {
    const screen = rolloverScreen(detail, peso, allowAll);
    expect(screen.title).toBe('Extend by 91 days');
    expect(screen.amount).toBe('₱1.364,00');
    expect(screen.nextDate).toBe('2025-10-14');
  });

  test('each plan item: title, remark as its description, amount and time', () => {
    expect(rolloverScreen(detail, peso, allowAll).plan).toEqual([
      {
        title: 'Pay today',
        description: 'Extension fee',
        amount: '₱1.364,00',
        payTime: '2025-07-15',
      },
      {
        title: 'Due after the extension',
        description: 'Remaining balance',
        amount: '₱5.455,00',
        payTime: '2025-10-14',
      },
    ]);
  });
});

describe('rolloverPayment', () => {
  test('pays the delay amount, as a rollover (isDelay=1)', () => {
    expect(rolloverPayment(detail)).toEqual({ amount: 136400, rollover: true });
  });
});

describe('rolloverRepaymentInfo', () => {
  test("is section 3's shape: defDetail and delayInfo; the total is the delay amount", () => {
    const info = rolloverRepaymentInfo(detail);
    expect(info).toEqual({
      defDetail: detail.defDetail,
      delayInfo: { delayAmount: 136400, title: 'Extend by 91 days' },
    });
    const store = new Map<string, string>();
    const storage = () => ({
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    });
    saveRepaymentInfo(info, storage);
    const read = readRepaymentInfo(storage);
    expect(read).toEqual(info);
    expect(read && totalToPay(read)).toBe(136400);
  });
});
