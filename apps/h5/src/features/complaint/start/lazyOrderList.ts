import { lazyLayer } from '../../../screen/lazyLayer.tsx';
import type { OrderListSheetProps } from './OrderListSheet.tsx';

/** The 'All' overlay: its code is fetched once the start screen shows, not in its first load. */
export const { Layer: LazyOrderListSheet, load: loadOrderListSheet } =
  lazyLayer<OrderListSheetProps>(() =>
    import('./OrderListSheet.tsx').then((module) => module.OrderListSheet),
  );
