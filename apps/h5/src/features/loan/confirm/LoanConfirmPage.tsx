import { useLoanConfirm } from '../shared/useLoanConfirm.ts';
import { LoanConfirmView } from './LoanConfirmView.tsx';
import { v3Calls } from './v3Calls.ts';

const options = { promo: false };

/** `/loanConfirm`: loan confirm (V3). */
export default function LoanConfirmPage() {
  return <LoanConfirmView {...useLoanConfirm(v3Calls, options)} />;
}
