import type { OrderRef } from '../api/order.ts';
import type { Session } from './sessionKeys.ts';

/** The order the page shows: the page query's ids, else the session's. */
export function orderRefFrom(
  search: string,
  session: Pick<Session, 'orderId' | 'productId'>,
): OrderRef {
  const query = new URLSearchParams(search);
  return {
    orderId: query.get('orderId') || session.orderId,
    productId: query.get('productId') || query.get('product_id') || session.productId,
  };
}
