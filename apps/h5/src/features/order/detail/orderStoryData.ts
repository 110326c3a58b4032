import * as v from 'valibot';
import { type OrderDetail, orderDetailSchema } from '../../../api/schemas/order.ts';
import { linkGuard } from '../../../link/index.ts';
import { type OrderDetailInput, orderDetail } from '../../../mocks/order/fixtures.ts';
import type { OrderStatus } from '../../../mocks/scenarios.ts';
import { withCheckedImages } from './checkedImages.ts';

/** A fixture order as the view receives it: validated by the schema, its logos checked. */
export function storyOrder(
  status: OrderStatus,
  values: Partial<OrderDetailInput> = {},
): OrderDetail {
  const order = v.parse(orderDetailSchema, { ...orderDetail(status), ...values });
  return withCheckedImages(order, linkGuard.image);
}

/** A 1×1 PNG: an inline logo the image rule allows (SVG data URLs it refuses). */
export const PNG_LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=';
