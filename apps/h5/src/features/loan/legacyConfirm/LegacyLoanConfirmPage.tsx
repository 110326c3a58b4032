import { legacyCalls } from '../shared/confirmCalls.ts';
import { useLoanConfirm } from '../shared/useLoanConfirm.ts';
import { LegacyLoanConfirmView } from './LegacyLoanConfirmView.tsx';

const options = { promo: true };

/** `/loanConfirmLegacy`: loan confirm (older variant), over the form-encoded calls. */
export default function LegacyLoanConfirmPage() {
  return <LegacyLoanConfirmView {...useLoanConfirm(legacyCalls, options)} />;
}
