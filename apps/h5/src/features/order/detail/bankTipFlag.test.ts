import { describe, expect, test } from 'vitest';
import { BANK_TIP_KEY, createBankTipFlag } from './bankTipFlag.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('bankTipFlag', () => {
  test('unset at first, set after set(), under the spec’s key', () => {
    const storage = memoryStorage();
    const flag = createBankTipFlag(
      () => storage,
      () => '10001',
    );
    expect(flag.isSet()).toBe(false);
    flag.set();
    expect(flag.isSet()).toBe(true);
    expect(storage.data.has(BANK_TIP_KEY)).toBe(true);
    expect(BANK_TIP_KEY).toBe('showBankTip');
  });

  test('set for one borrower, unset for the next in the same web view: the tips show to them', () => {
    const storage = memoryStorage();
    let borrower = 'A';
    const flag = createBankTipFlag(
      () => storage,
      () => borrower,
    );
    flag.set();
    borrower = 'B';
    expect(flag.isSet()).toBe(false);
    borrower = 'A';
    expect(flag.isSet()).toBe(true);
  });

  test('a storage that throws counts as unset and setting does not throw', () => {
    const broken = () => {
      throw new Error('SecurityError');
    };
    const flag = createBankTipFlag(broken, () => '10001');
    expect(flag.isSet()).toBe(false);
    expect(() => flag.set()).not.toThrow();
  });
});
