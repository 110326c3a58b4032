import { repayApi } from '../../../api/index.ts';
import type { InstallmentDetail } from '../../../api/schemas/repay.ts';
import type { RepayKind } from '../shared/repayKind.ts';
import { useRepayScreen } from '../shared/useRepayScreen.ts';
import {
  type InstallmentScreen,
  installmentPayment,
  installmentRepaymentInfo,
  installmentScreen,
} from './installmentScreen.ts';
import { RepayPeriodView } from './RepayPeriodView.tsx';

const installment: RepayKind<InstallmentDetail, InstallmentScreen> = {
  load: (order, signal) => repayApi.getInstallmentDetail(order, { signal }),
  screen: installmentScreen,
  payment: installmentPayment,
  repaymentInfo: installmentRepaymentInfo,
};

/** `/repayPeriod`: installment repayment. */
export default function RepayPeriodPage() {
  return <RepayPeriodView {...useRepayScreen(installment)} />;
}
