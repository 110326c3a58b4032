import { describe, expect, test } from 'vitest';
import type { PayCard } from './payChoice.ts';
import { forgetSmsStep, keepSmsStep, keptSmsStep } from './smsStep.ts';

const cards: PayCard[] = [
  { id: '301', bankName: 'BDO', cardNo: '**** 4821', bankCode: 'BDO' },
  { id: '302', bankName: 'BPI', cardNo: '**** 7710', bankCode: 'BPI' },
];
const bpi = cards[1] as PayCard;

function memory() {
  const values = new Map<string, string>();
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
  return () => storage;
}

describe('the kept SMS step', () => {
  test('comes back for its order, with its card and record', () => {
    const storage = memory();
    keepSmsStep(storage, '9001', { card: bpi, recordId: 'RR7', amount: 545500 }, 1_000);
    expect(keptSmsStep(storage, '9001', cards, 545500, 61_000)).toEqual({
      card: bpi,
      index: 1,
      recordId: 'RR7',
      amount: 545500,
    });
    expect(keptSmsStep(storage, '9002', cards, 545500, 61_000)).toBeNull();
  });

  test('is not brought back for a page opened for another amount, or with none', () => {
    const storage = memory();
    keepSmsStep(storage, '9001', { card: bpi, recordId: 'RR7', amount: 545500 }, 0);
    expect(keptSmsStep(storage, '9001', cards, 100000, 1)).toBeNull();
    expect(keptSmsStep(storage, '9001', cards, null, 1)).toBeNull();
    expect(keptSmsStep(storage, '9001', cards, 545500, 1)).not.toBeNull();
  });

  test('is gone once forgotten, after a quarter of an hour, or when its card is no longer offered', () => {
    const storage = memory();
    keepSmsStep(storage, '9001', { card: bpi, recordId: 'RR7', amount: 545500 }, 0);
    expect(keptSmsStep(storage, '9001', cards, 545500, 15 * 60_000)).not.toBeNull();
    expect(keptSmsStep(storage, '9001', cards, 545500, 15 * 60_000 + 1)).toBeNull();
    expect(keptSmsStep(storage, '9001', [cards[0] as PayCard], 545500, 1)).toBeNull();
    forgetSmsStep(storage, '9001');
    expect(keptSmsStep(storage, '9001', cards, 545500, 1)).toBeNull();
  });

  test('survives the clock set back a few minutes, not more', () => {
    const storage = memory();
    const savedAt = 10_000_000;
    keepSmsStep(storage, '9001', { card: bpi, recordId: 'RR7', amount: 545500 }, savedAt);
    // The phone's clock corrected back, as it synchronises, while the borrower reads the SMS.
    expect(keptSmsStep(storage, '9001', [bpi], 545500, savedAt - 60_000)).not.toBeNull();
    expect(keptSmsStep(storage, '9001', [bpi], 545500, savedAt - 5 * 60_000)).not.toBeNull();
    expect(keptSmsStep(storage, '9001', [bpi], 545500, savedAt - 5 * 60_000 - 1)).toBeNull();
  });

  test('anything else under its key, or storage that throws, is no step', () => {
    const storage = memory();
    for (const junk of ['nope', '42', 'null', '{"recordId":1,"savedAt":0}', '{"recordId":"R"}']) {
      storage().setItem('sms:step:9001', junk);
      expect(keptSmsStep(storage, '9001', cards, 545500, 1)).toBeNull();
    }
    // Where the phone blocks site data, reading the storage itself throws.
    const broken = (): Storage => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    expect(() =>
      keepSmsStep(broken, '9001', { card: bpi, recordId: 'R', amount: 1 }, 0),
    ).not.toThrow();
    expect(() => forgetSmsStep(broken, '9001')).not.toThrow();
    expect(keptSmsStep(broken, '9001', cards, 1, 0)).toBeNull();
  });
});
