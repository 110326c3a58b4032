import { useLoanConfirm } from '../shared/useLoanConfirm.ts';
import { LegacyLoanConfirmView } from './LegacyLoanConfirmView.tsx';
import { legacyCalls } from './legacyCalls.ts';

const options = { promo: true };

/** `/loanConfirmLegacy`: loan confirm (older variant), over the form-encoded calls. */
export default function LegacyLoanConfirmPage() {
  return <LegacyLoanConfirmView {...useLoanConfirm(legacyCalls, options)} />;
}
