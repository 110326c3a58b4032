import { useState } from 'react';
import { repayApi } from '../../../api/index.ts';
import type { RolloverDetail } from '../../../api/schemas/repay.ts';
import type { RepayKind } from '../shared/repayKind.ts';
import { useRepayScreen } from '../shared/useRepayScreen.ts';
import { RepayDelayView } from './RepayDelayView.tsx';
import {
  type RolloverScreen,
  rolloverPayment,
  rolloverRepaymentInfo,
  rolloverScreen,
} from './rolloverScreen.ts';

const rollover: RepayKind<RolloverDetail, RolloverScreen> = {
  load: (order, signal) => repayApi.getRolloverDetail(order, { signal }),
  screen: rolloverScreen,
  payment: rolloverPayment,
  repaymentInfo: rolloverRepaymentInfo,
};

/** `/repayDelay`: rollover repayment. */
export default function RepayDelayPage() {
  const [scanOpen, setScanOpen] = useState(false);
  return (
    <RepayDelayView
      {...useRepayScreen(rollover)}
      scanOpen={scanOpen}
      onOpenScan={() => setScanOpen(true)}
      onCloseScan={() => setScanOpen(false)}
    />
  );
}
