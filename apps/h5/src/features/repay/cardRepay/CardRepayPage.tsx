import { CardRepayView } from './CardRepayView.tsx';
import { useCardRepay } from './useCardRepay.ts';

/** `/paymentWay`: card repayment (bank card, SMS verification, confirm; alipay-type redirect). */
export default function CardRepayPage() {
  return <CardRepayView {...useCardRepay()} />;
}
