import * as v from 'valibot';
import { type OrderDetail, orderDetailSchema } from '../../../api/schemas/order.ts';
import { type OrderDetailInput, orderDetail } from '../../../mocks/fixtures/order.ts';
import type { OrderStatus } from '../../../mocks/scenarios.ts';

/** A fixture order as the screen receives it: validated and normalised by the schema. */
export function storyOrder(
  status: OrderStatus,
  values: Partial<OrderDetailInput> = {},
): OrderDetail {
  return v.parse(orderDetailSchema, { ...orderDetail(status), ...values });
}
