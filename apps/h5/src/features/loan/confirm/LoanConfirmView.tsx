import { usePackText } from '../../../i18n/index.ts';
import type { LoanConfirm } from '../../../model/index.ts';
import { ConfirmScreen } from '../shared/ConfirmScreen.tsx';
import type { LoanConfirmScreen } from '../shared/confirmScreenProps.ts';
import { loanText } from '../text/loan/index.ts';

export type LoanConfirmViewProps = LoanConfirmScreen<LoanConfirm>;

/** Loan confirm (V3). */
export function LoanConfirmView(props: LoanConfirmViewProps) {
  const l = usePackText(loanText);
  return <ConfirmScreen {...props} buttonLabel={l('loan.loanNow')} />;
}
