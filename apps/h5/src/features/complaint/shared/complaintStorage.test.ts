import { describe, expect, test } from 'vitest';
import {
  forget,
  keepOrderNo,
  ORDER_FOR_KEY,
  ORDER_KEYS,
  ORDER_NO_KEY,
  readOrderNo,
} from './complaintStorage.ts';
import { brokenStorage, memoryStorage } from './memoryStorage.ts';

describe('the kept order number', () => {
  test('is kept, read back and forgotten', () => {
    const storage = memoryStorage();
    expect(readOrderNo(() => storage, '9001')).toBeNull();
    keepOrderNo(() => storage, 'PB202504150001', '9001');
    expect(storage.entries.get(ORDER_NO_KEY)).toBe('PB202504150001');
    expect(readOrderNo(() => storage, '9001')).toBe('PB202504150001');
    forget(() => storage, [...ORDER_KEYS, 'other']);
    expect(readOrderNo(() => storage, '9001')).toBeNull();
    expect(storage.entries.size).toBe(0);
  });

  test('is read only on a page opened for the order it was chosen from', () => {
    const storage = memoryStorage();
    keepOrderNo(() => storage, 'SC202501020007', '9001');
    expect(readOrderNo(() => storage, '9002')).toBeNull();
    expect(readOrderNo(() => storage, '')).toBeNull();
    // Kept before the order it was chosen from was kept with it: for no order.
    expect(readOrderNo(() => memoryStorage({ [ORDER_NO_KEY]: 'A1' }), '9001')).toBeNull();
  });

  test('a blank value counts as none', () => {
    const kept = memoryStorage({ [ORDER_NO_KEY]: '  ', [ORDER_FOR_KEY]: '9001' });
    expect(readOrderNo(() => kept, '9001')).toBeNull();
  });

  test('a storage that throws breaks nothing', () => {
    expect(readOrderNo(brokenStorage, '9001')).toBeNull();
    expect(() => keepOrderNo(brokenStorage, 'A1', '9001')).not.toThrow();
    expect(() => forget(brokenStorage, [ORDER_NO_KEY])).not.toThrow();
  });
});
