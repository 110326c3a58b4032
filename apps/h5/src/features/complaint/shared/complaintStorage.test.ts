import { describe, expect, test } from 'vitest';
import { forget, keepOrderNo, ORDER_NO_KEY, readOrderNo } from './complaintStorage.ts';
import { brokenStorage, memoryStorage } from './memoryStorage.ts';

describe('the kept order number', () => {
  test('is kept, read back and forgotten', () => {
    const storage = memoryStorage();
    expect(readOrderNo(() => storage)).toBeNull();
    keepOrderNo(() => storage, 'PB202504150001');
    expect(storage.entries.get(ORDER_NO_KEY)).toBe('PB202504150001');
    expect(readOrderNo(() => storage)).toBe('PB202504150001');
    forget(() => storage, [ORDER_NO_KEY, 'other']);
    expect(readOrderNo(() => storage)).toBeNull();
  });

  test('a blank value counts as none', () => {
    expect(readOrderNo(() => memoryStorage({ [ORDER_NO_KEY]: '  ' }))).toBeNull();
  });

  test('a storage that throws breaks nothing', () => {
    expect(readOrderNo(brokenStorage)).toBeNull();
    expect(() => keepOrderNo(brokenStorage, 'A1')).not.toThrow();
    expect(() => forget(brokenStorage, [ORDER_NO_KEY])).not.toThrow();
  });
});
