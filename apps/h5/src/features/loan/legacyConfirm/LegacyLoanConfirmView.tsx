import { PromoPopup } from '@hiram/ui';
import { usePackText } from '../../../i18n/index.ts';
import type { LegacyConfirm } from '../../../model/index.ts';
import { showDate, useDisplayFormat } from '../../../screen/index.ts';
import { ConfirmScreen } from '../shared/ConfirmScreen.tsx';
import type { LoanConfirmScreen } from '../shared/confirmScreenProps.ts';
import { loanText } from '../text/loan/index.ts';

export type LegacyLoanConfirmViewProps = LoanConfirmScreen<LegacyConfirm>;

/** Loan confirm (older variant): adds the repayment date, the server's button label and a promotion. */
export function LegacyLoanConfirmView(props: LegacyLoanConfirmViewProps) {
  const l = usePackText(loanText);
  const format = useDisplayFormat(props.currencyFlag);
  const confirm = props.state.status === 'ready' ? props.state.data.confirm : null;
  const buttonLabel = confirm?.NewButtonMsg || l('loan.loanNow');
  return (
    <ConfirmScreen
      {...props}
      buttonLabel={buttonLabel}
      repayDate={confirm ? showDate(confirm.repayDate, format) : undefined}
    >
      <PromoPopup
        open={props.overlay === 'promo'}
        message={l('loan.promo.message')}
        actionText={buttonLabel}
        onAction={props.onLoan}
        onClose={props.onDismissOverlay}
        actionBusy={props.loanBusy}
      />
    </ConfirmScreen>
  );
}
