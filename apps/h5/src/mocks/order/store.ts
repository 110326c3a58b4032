import type * as v from 'valibot';
import type { unionErrorInfoSchema } from '../../api/schemas/order.ts';
import type { MockStore } from '../domains.ts';
import { type OrderDetailInput, orderDetail, orderFlagValues, unionErrorInfo } from './fixtures.ts';

export interface OrderSlice {
  order: OrderDetailInput;
  unionError: v.InferInput<typeof unionErrorInfoSchema>;
}

export function orderSlice(): OrderSlice {
  return { order: { ...orderDetail(174), ...orderFlagValues.delay }, unionError: unionErrorInfo() };
}

/**
 * Makes `order` the borrower's order: the order page shows it, and the complaint pages' summary
 * of the same order (`problemInit`'s `orderDetail`, also its `orderList[0]`) shows its status.
 */
export function setOrder(store: MockStore, order: OrderDetailInput): void {
  store.order = order;
  const summary = store.problemInit.orderDetail;
  if (summary) summary.status = order.noticeStatusText;
}
