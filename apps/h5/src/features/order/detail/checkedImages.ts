import type { OrderDetail } from '../../../api/index.ts';
import { type ImageCheck, withCheckedLogos } from '../shared/checkedLogos.ts';

/** The order as the view gets it: its product logo and the recommended products' logos checked. */
export function withCheckedImages(order: OrderDetail, image: ImageCheck): OrderDetail {
  return {
    ...order,
    productLogo: image(order.productLogo) ?? '',
    recProducts: withCheckedLogos(order.recProducts, image),
  };
}
