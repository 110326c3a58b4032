import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { orderDetail } from '../../mocks/order/fixtures.ts';
import { orderDetailSchema, UNREADABLE_STATUS } from './order.ts';

describe('the order detail answer', () => {
  test('a status that is missing or no number reads as no status the spec names', () => {
    for (const orderStatus of ['', null, undefined, 'pending']) {
      const parsed = v.parse(orderDetailSchema, { ...orderDetail(174), orderStatus });
      expect(parsed.orderStatus).toBe(UNREADABLE_STATUS);
    }
    expect(
      v.parse(orderDetailSchema, { ...orderDetail(174), orderStatus: '999' }).orderStatus,
    ).toBe(999);
  });

  test('a recommended product without its id is left out; the order still reads', () => {
    const order = orderDetail(110);
    const [first, ...rest] = order.recProducts ?? [];
    const parsed = v.parse(orderDetailSchema, {
      ...order,
      recProducts: [{ ...first, id: undefined }, ...rest],
    });
    expect(parsed.orderStatus).toBe(110);
    expect(parsed.recProducts.map((product) => product.id)).toEqual(
      rest.map((product) => String(product.id)),
    );
  });
});
