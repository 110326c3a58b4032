import { OrderDetailView } from './OrderDetailView.tsx';
import { useOrderDetail } from './useOrderDetail.ts';

/** `/loanDetail`: order details (the spec's loan detail / borrow detail page). */
export default function OrderDetailPage() {
  return <OrderDetailView {...useOrderDetail()} />;
}
