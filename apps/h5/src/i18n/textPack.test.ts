import { describe, expect, test, vi } from 'vitest';
import { textPack } from './textPack.ts';

const english = { 'pay.title': 'Pay {amount}' };

describe('textPack', () => {
  test('fetches a language once and marks the promise settled for use()', async () => {
    const en = vi.fn(async () => ({ default: english }));
    const pack = textPack({ en, 'zh-CN': en, id: en, fil: en });
    const first = pack.load('en');
    expect(pack.load('en')).toBe(first);
    await expect(first).resolves.toEqual(english);
    expect(first).toMatchObject({ status: 'fulfilled', value: english });
    expect(en).toHaveBeenCalledTimes(1);
  });

  test('each language is its own fetch', async () => {
    const pack = textPack({
      en: async () => ({ default: english }),
      'zh-CN': async () => ({ default: { 'pay.title': '支付 {amount}' } }),
      id: async () => ({ default: { 'pay.title': 'Bayar {amount}' } }),
      fil: async () => ({ default: { 'pay.title': 'Magbayad ng {amount}' } }),
    });
    await expect(pack.load('zh-CN')).resolves.toEqual({ 'pay.title': '支付 {amount}' });
    await expect(pack.load('id')).resolves.toEqual({ 'pay.title': 'Bayar {amount}' });
    await expect(pack.load('fil')).resolves.toEqual({ 'pay.title': 'Magbayad ng {amount}' });
  });

  test('a failed fetch is tried again on the next call', async () => {
    const en = vi
      .fn<() => Promise<{ default: typeof english }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: english });
    const pack = textPack({ en, 'zh-CN': en, id: en, fil: en });
    await expect(pack.load('en')).rejects.toThrow('chunk failed');
    await expect(pack.load('en')).resolves.toEqual(english);
    expect(en).toHaveBeenCalledTimes(2);
  });
});
