import type { LoanConfirm } from '../../api/index.ts';
import { useT } from '../../i18n/index.ts';
import { ConfirmLayout } from './ConfirmLayout.tsx';
import type { LoanConfirmScreen } from './useLoanConfirm.ts';

export type LoanConfirmViewProps = LoanConfirmScreen<LoanConfirm>;

/** Loan confirm (V3). */
export function LoanConfirmView(props: LoanConfirmViewProps) {
  const t = useT();
  return <ConfirmLayout {...props} buttonLabel={t('loan.loanNow')} />;
}
