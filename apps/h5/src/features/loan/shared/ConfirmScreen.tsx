import {
  AgreementConsent,
  Dialog,
  FoldList,
  type FoldListRow,
  FooterBar,
  LoanSummary,
  NavBar,
  RepayPlan,
} from '@hiram/ui';
import { type ReactNode, useId, useRef } from 'react';
import { styled } from 'styled-components';
import type { LoanConfirm } from '../../api/index.ts';
import { useT } from '../../i18n/index.ts';
import { linkGuard, SafeFrame } from '../../link/index.ts';
import { ScreenStatus } from '../../screen/index.ts';
import type { ConfirmData } from './confirmCalls.ts';
import { logoSrc } from './confirmUrls.ts';
import { LoanButton } from './LoanButton.tsx';
import { loanDisplay } from './loanDisplay.ts';
import { useDisplayFormat } from './useDisplayFormat.ts';
import type { LoanConfirmScreen } from './useLoanConfirm.ts';

export interface ConfirmLayoutProps extends LoanConfirmScreen<LoanConfirm> {
  buttonLabel: string;
  /** The older page's repayment date, formatted. */
  repayDate?: string;
  /** Overlays of one variant only. */
  children?: ReactNode;
}

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
`;

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const AgreementFrame = styled(SafeFrame)`
  height: 60vh;
  min-height: 240px;
`;

const PopContent = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;

  &:focus { outline: none; }
`;

type BodyProps = Pick<
  ConfirmLayoutProps,
  | 'currencyFlag'
  | 'checked'
  | 'onCheckedChange'
  | 'loanBusy'
  | 'onLoan'
  | 'pendingAgreement'
  | 'onOpenAgreement'
  | 'buttonLabel'
  | 'repayDate'
> & { data: ConfirmData<LoanConfirm> };

/** The agreement modal must be answered: Escape leaves it open. */
const keepOpen = () => {};

function ConfirmBody({
  data,
  currencyFlag,
  checked,
  onCheckedChange,
  loanBusy,
  onLoan,
  pendingAgreement,
  onOpenAgreement,
  buttonLabel,
  repayDate,
}: BodyProps) {
  const t = useT();
  const ids = useId();
  const { confirm, agreements } = data;
  const shown = loanDisplay(confirm, useDisplayFormat(currencyFlag));
  const dateRows: FoldListRow[] = [
    { text: t('loan.firstPayTime'), value: shown.firstPayTime },
    { text: t('loan.repayDate'), value: repayDate ?? '' },
  ].filter((row) => row.value !== '');

  return (
    <Content>
      <LoanSummary
        amount={shown.amount}
        term={t('loan.termDays', { days: shown.days })}
        rate={confirm.pRateDsc}
        productName={confirm.comProductName}
        productLogo={logoSrc(confirm.comProductLogo, linkGuard.check)}
      />
      {confirm.details.length > 0 && (
        <Section aria-labelledby={`${ids}details`}>
          <Heading id={`${ids}details`}>{t('loan.details')}</Heading>
          <FoldList rows={confirm.details} foldAt={confirm.details.length} />
        </Section>
      )}
      <Section aria-labelledby={`${ids}plan`}>
        <Heading id={`${ids}plan`}>{t('loan.repayPlan')}</Heading>
        <FoldList rows={dateRows} foldAt={dateRows.length} />
        <RepayPlan items={shown.plans} />
      </Section>
      <AgreementConsent
        checked={checked}
        onChange={onCheckedChange}
        agreements={agreements.map((agreement, index) => ({
          key: String(index),
          title: agreement.title,
        }))}
        pendingKey={
          pendingAgreement === undefined ? undefined : String(agreements.indexOf(pendingAgreement))
        }
        onOpen={(key) => {
          const agreement = agreements[Number(key)];
          if (agreement) onOpenAgreement(agreement);
        }}
      />
      <FooterBar>
        <LoanButton
          block
          busy={loanBusy}
          aria-disabled={!checked || undefined}
          onClick={() => (checked ? onLoan() : undefined)}
        >
          {buttonLabel}
        </LoanButton>
      </FooterBar>
    </Content>
  );
}

/** What both loan confirm views share: the loan, the plan, consent, 'Loan Now' and the dialogs. */
export function ConfirmLayout({ state, onRetry, children, ...props }: ConfirmLayoutProps) {
  const t = useT();
  const { overlay, onDismissOverlay, onStay, onLeave, onBack } = props;
  const confirm = state.status === 'ready' ? state.data.confirm : null;
  // 'Point out' opens on the message, not on Cancel: Enter must not close the web view.
  const popContent = useRef<HTMLParagraphElement>(null);
  const answer = (onAgree: () => void) => [
    { key: 'cancel', text: t('loan.cancel'), variant: 'secondary' as const, onClick: onLeave },
    { key: 'agree', text: t('loan.agree'), onClick: onAgree },
  ];

  return (
    <>
      <NavBar title={t('title.loanConfirm')} onBack={onBack} backLabel={t('app.back')} />
      {state.status === 'loading' && <ScreenStatus status="loading" />}
      {state.status === 'error' && (
        <ScreenStatus status="error" error={state.error} onRetry={onRetry} />
      )}
      {state.status === 'ready' && <ConfirmBody {...props} data={state.data} />}
      {confirm && (
        <>
          <Dialog
            open={overlay === 'agreement'}
            role="alertdialog"
            title={t('loan.agreement.title')}
            actions={answer(onDismissOverlay)}
            onClose={keepOpen}
          >
            <AgreementFrame src={confirm.popAgreementUrl} title={t('loan.agreement.title')} />
          </Dialog>
          <Dialog
            open={overlay === 'pointOut'}
            role="alertdialog"
            title={confirm.popTitle || t('loan.pointOut.title')}
            actions={answer(onStay)}
            onClose={onStay}
            initialFocus={popContent}
          >
            <PopContent ref={popContent} tabIndex={-1}>
              {confirm.popContent}
            </PopContent>
          </Dialog>
          {children}
        </>
      )}
    </>
  );
}
