import { SelectList } from '@hiram/ui';
import { usePackText } from '../../../i18n/index.ts';
import { fileText } from '../text/file/index.ts';
import type { ShownOrder } from './startScreen.ts';

export interface OrderListSheetProps {
  open: boolean;
  orders: ShownOrder[];
  /** The selected order's number. */
  current: string | null;
  onChoose: (orderNo: string) => void;
  onClose: () => void;
}

/** 'All': every order of the borrower, to choose the one the complaint is about. */
export function OrderListSheet({ open, orders, current, onChoose, onClose }: OrderListSheetProps) {
  const t = usePackText(fileText);
  const items = orders.map((order) => ({
    key: order.orderNo,
    title: order.name || order.orderNo,
    description: [t('file.start.orderNo', { orderNo: order.orderNo }), order.status]
      .filter(Boolean)
      .join(' · '),
    logo: order.logo,
  }));
  return (
    <SelectList
      open={open}
      title={t('file.start.allTitle')}
      items={items}
      value={current}
      onSelect={onChoose}
      onClose={onClose}
      emptyText={t('file.start.noOrders')}
    />
  );
}
