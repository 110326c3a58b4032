import { useT } from '../../../i18n/index.ts';
import type { LoanConfirm } from '../../../model/index.ts';
import { ConfirmScreen } from '../shared/ConfirmScreen.tsx';
import type { LoanConfirmScreen } from '../shared/confirmScreenProps.ts';

export type LoanConfirmViewProps = LoanConfirmScreen<LoanConfirm>;

/** Loan confirm (V3). */
export function LoanConfirmView(props: LoanConfirmViewProps) {
  const t = useT();
  return <ConfirmScreen {...props} buttonLabel={t('loan.loanNow')} />;
}
