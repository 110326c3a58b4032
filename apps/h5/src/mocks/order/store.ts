import type * as v from 'valibot';
import type { unionErrorInfoSchema } from '../../api/schemas/order.ts';
import { type OrderDetailInput, orderDetail, orderFlagValues, unionErrorInfo } from './fixtures.ts';

export interface OrderSlice {
  order: OrderDetailInput;
  unionError: v.InferInput<typeof unionErrorInfoSchema>;
}

export function orderSlice(): OrderSlice {
  return { order: { ...orderDetail(174), ...orderFlagValues.delay }, unionError: unionErrorInfo() };
}
