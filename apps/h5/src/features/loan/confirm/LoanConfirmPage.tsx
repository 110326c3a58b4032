import { v3Calls } from './confirmCalls.ts';
import { LoanConfirmView } from './LoanConfirmView.tsx';
import { useLoanConfirm } from './useLoanConfirm.ts';

const options = { promo: false };

/** `/loanConfirm`: loan confirm (V3). */
export default function LoanConfirmPage() {
  return <LoanConfirmView {...useLoanConfirm(v3Calls, options)} />;
}
