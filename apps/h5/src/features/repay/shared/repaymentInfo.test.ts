import { describe, expect, test } from 'vitest';
import {
  REPAYMENT_INFO_KEY,
  type RepaymentInfo,
  readRepaymentInfo,
  saveRepaymentInfo,
  totalToPay,
  withTabCopy,
} from './repaymentInfo.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
    items,
  };
}

const refusing = () => ({
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
});

const defDetail = {
  payCode: '7788 1234 5566',
  logo: 'https://cdn.example.com/gcash.png',
  title: 'GCash pay code',
  payNotice: { 'E-wallet': [{ name: 'GCash', step: ['Open the app.', 'Pay.'] }] },
};

const installmentInfo: RepaymentInfo = { defDetail, repayAmount: 545500 };
const rolloverInfo: RepaymentInfo = {
  defDetail,
  delayInfo: { delayAmount: 136400, title: 'Extend by 91 days' },
};

describe('repaymentInfo', () => {
  test('what is saved reads back the same', () => {
    const storage = memoryStorage();
    expect(saveRepaymentInfo(rolloverInfo, () => storage)).toBe(true);
    expect(JSON.parse(storage.items.get(REPAYMENT_INFO_KEY) ?? '')).toEqual(rolloverInfo);
    expect(readRepaymentInfo(() => storage)).toEqual(rolloverInfo);
  });

  test.each([
    ['missing', {}],
    ['not JSON', { [REPAYMENT_INFO_KEY]: '{"defDetail":' }],
    ['null', { [REPAYMENT_INFO_KEY]: 'null' }],
    ['without defDetail', { [REPAYMENT_INFO_KEY]: '{"repayAmount":100}' }],
    [
      'an amount as words',
      { [REPAYMENT_INFO_KEY]: JSON.stringify({ defDetail, repayAmount: 'a lot' }) },
    ],
    ['a negative amount', { [REPAYMENT_INFO_KEY]: JSON.stringify({ defDetail, repayAmount: -5 }) }],
  ])('%s reads as null', (_, items) => {
    expect(readRepaymentInfo(() => memoryStorage(items))).toBeNull();
  });

  test('a storage that refuses reads as null and saves as false', () => {
    expect(readRepaymentInfo(refusing)).toBeNull();
    expect(saveRepaymentInfo(installmentInfo, refusing)).toBe(false);
  });

  test('two tabs each read what they saved; a tab that saved nothing reads what was saved last', () => {
    const shared = memoryStorage();
    const tabA = withTabCopy(
      () => memoryStorage(),
      () => shared,
    );
    const tabAOwn = memoryStorage();
    const a = () =>
      withTabCopy(
        () => tabAOwn,
        () => shared,
      );
    const tabBOwn = memoryStorage();
    const b = () =>
      withTabCopy(
        () => tabBOwn,
        () => shared,
      );
    expect(saveRepaymentInfo(rolloverInfo, a)).toBe(true);
    expect(saveRepaymentInfo(installmentInfo, b)).toBe(true);
    expect(readRepaymentInfo(a)).toEqual(rolloverInfo);
    expect(readRepaymentInfo(b)).toEqual(installmentInfo);
    expect(readRepaymentInfo(() => tabA)).toEqual(installmentInfo);
    expect(readRepaymentInfo(() => shared)).toEqual(installmentInfo);
  });

  test('a tab whose own storage is blocked uses the shared one; a blocked shared one fails the save', () => {
    const shared = memoryStorage();
    expect(saveRepaymentInfo(rolloverInfo, () => withTabCopy(refusing, () => shared))).toBe(true);
    expect(readRepaymentInfo(() => withTabCopy(refusing, () => shared))).toEqual(rolloverInfo);
    const own = memoryStorage();
    expect(saveRepaymentInfo(installmentInfo, () => withTabCopy(() => own, refusing))).toBe(false);
  });

  test("the total is repayAmount, else the rollover's amount", () => {
    expect(totalToPay(installmentInfo)).toBe(545500);
    expect(totalToPay(rolloverInfo)).toBe(136400);
    expect(totalToPay({ ...rolloverInfo, repayAmount: 0 })).toBe(0);
    expect(totalToPay({ defDetail })).toBeNull();
  });
});
