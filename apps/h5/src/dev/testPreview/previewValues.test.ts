import { describe, expect, test } from 'vitest';
import { emptySession } from '../../session/index.ts';
import { initialPreviewValues, previewHref } from './previewValues.ts';

describe('test preview values', () => {
  test('the session wins over demo values; the scenario comes from the page', () => {
    const values = initialPreviewValues(
      { ...emptySession(), userId: '42', lang: 'id' },
      'order-174-delay',
    );
    expect(values.userId).toBe('42');
    expect(values.lang).toBe('id');
    expect(values.deviceId).not.toBe('');
    expect(values.scenario).toBe('order-174-delay');
  });

  test('href carries every filled value and both product ids, and keeps a hash', () => {
    const values = initialPreviewValues(emptySession(), '');
    const url = new URL(
      previewHref('/promo.html#/', { ...values, orderId: '' }),
      'https://x.example',
    );
    expect(url.pathname).toBe('/promo.html');
    expect(url.hash).toBe('#/');
    expect(url.searchParams.get('productId')).toBe(values.productId);
    expect(url.searchParams.get('product_id')).toBe(values.productId);
    expect(url.searchParams.has('orderId')).toBe(false);
    expect(url.searchParams.has('scenario')).toBe(false);
  });
});
