import { legacyCalls } from './confirmCalls.ts';
import { LegacyLoanConfirmView } from './LegacyLoanConfirmView.tsx';
import { useLoanConfirm } from './useLoanConfirm.ts';

const options = { promo: true };

/** `/loanConfirmLegacy`: loan confirm (older variant), over the form-encoded calls. */
export default function LegacyLoanConfirmPage() {
  return <LegacyLoanConfirmView {...useLoanConfirm(legacyCalls, options)} />;
}
