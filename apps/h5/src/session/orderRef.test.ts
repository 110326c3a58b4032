import { describe, expect, test } from 'vitest';
import { orderRefFrom } from './orderRef.ts';

const session = { orderId: '9001', productId: '7' };

describe('orderRefFrom', () => {
  test('the query wins over the session', () => {
    expect(orderRefFrom('?orderId=42&productId=3', session)).toEqual({
      orderId: '42',
      productId: '3',
    });
  });

  test('product_id stands for productId', () => {
    expect(orderRefFrom('?product_id=5', session)).toEqual({ orderId: '9001', productId: '5' });
  });

  test('missing or empty query values fall back to the session', () => {
    expect(orderRefFrom('', session)).toEqual(session);
    expect(orderRefFrom('?orderId=&productId=', session)).toEqual(session);
  });
});
