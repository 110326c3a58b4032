import { PromoPopup } from '@hiram/ui';
import { useT } from '../../../i18n/index.ts';
import type { LegacyConfirm } from '../../../model/index.ts';
import { showDate, useDisplayFormat } from '../../../screen/index.ts';
import { ConfirmScreen } from '../shared/ConfirmScreen.tsx';
import type { LoanConfirmScreen } from '../shared/confirmScreenProps.ts';

export type LegacyLoanConfirmViewProps = LoanConfirmScreen<LegacyConfirm>;

/** Loan confirm (older variant): adds the repayment date, the server's button label and a promotion. */
export function LegacyLoanConfirmView(props: LegacyLoanConfirmViewProps) {
  const t = useT();
  const format = useDisplayFormat(props.currencyFlag);
  const confirm = props.state.status === 'ready' ? props.state.data.confirm : null;
  const buttonLabel = confirm?.NewButtonMsg || t('loan.loanNow');
  return (
    <ConfirmScreen
      {...props}
      buttonLabel={buttonLabel}
      repayDate={confirm ? showDate(confirm.repayDate, format) : undefined}
    >
      <PromoPopup
        open={props.overlay === 'promo'}
        message={t('loan.promo.message')}
        actionText={buttonLabel}
        onAction={props.onLoan}
        onClose={props.onDismissOverlay}
        actionBusy={props.loanBusy}
      />
    </ConfirmScreen>
  );
}
