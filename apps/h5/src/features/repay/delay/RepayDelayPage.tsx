import { useState } from 'react';
import { repayApi } from '../../../api/index.ts';
import type { RolloverDetail } from '../../../api/schemas/repay.ts';
import type { RepayKind } from '../shared/repayKind.ts';
import { useRepayScreen } from '../shared/useRepayScreen.ts';
import { RepayDelayView } from './RepayDelayView.tsx';
import { loadRolloverCost } from './rolloverCostPart.ts';
import {
  type RolloverScreen,
  rolloverPayment,
  rolloverRepaymentInfo,
  rolloverScreen,
} from './rolloverScreen.ts';

const rollover: RepayKind<RolloverDetail, RolloverScreen> = {
  // The cost's code comes with the plan, so the screen shows both in one frame, and a cost that
  // could not arrive is the screen's failure, which "Try again" fetches anew.
  load: async (order, signal) => {
    const [detail] = await Promise.all([
      repayApi.getRolloverDetail(order, { signal }),
      loadRolloverCost(),
    ]);
    return detail;
  },
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
