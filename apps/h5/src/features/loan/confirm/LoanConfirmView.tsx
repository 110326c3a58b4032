import type { LoanConfirm } from '../../../api/index.ts';
import { useT } from '../../../i18n/index.ts';
import { ConfirmScreen } from '../shared/ConfirmScreen.tsx';
import type { LoanConfirmScreen } from '../shared/useLoanConfirm.ts';

export type LoanConfirmViewProps = LoanConfirmScreen<LoanConfirm>;

/** Loan confirm (V3). */
export function LoanConfirmView(props: LoanConfirmViewProps) {
  const t = useT();
  return <ConfirmScreen {...props} buttonLabel={t('loan.loanNow')} />;
}
