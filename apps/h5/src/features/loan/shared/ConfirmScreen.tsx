import {
  AgreementConsent,
  Button,
  Dialog,
  FoldList,
  type FoldListRow,
  LoanSummary,
  RepayPlan,
  whenIdle,
} from '@hiram/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { usePackText, useT } from '../../../i18n/index.ts';
import type { LoanConfirm } from '../../../model/index.ts';
import { ScreenLayout, Section, useDisplayFormat } from '../../../screen/index.ts';
import { CostOfLoan } from '../cost/CostOfLoan.tsx';
import { loanText } from '../text/loan/index.ts';
import { AgreementFramePart, warmAgreementFrame } from './agreementFramePart.ts';
import type { ConfirmData, LoanConfirmScreen } from './confirmScreenProps.ts';
import { loanDisplay } from './loanDisplay.ts';

export interface ConfirmScreenProps extends LoanConfirmScreen<LoanConfirm> {
  buttonLabel: string;
  /** The older page's repayment date, formatted. */
  repayDate?: string;
  /** Overlays of one variant only. */
  children?: ReactNode;
}

const AgreementFrame = styled(AgreementFramePart)`
  height: 60vh;
  min-height: 240px;
`;

/**
 * Where the agreement modal opens: the page it shows, or its refusal. A Tab stop before the
 * frame, so Tab goes on into the agreement and Shift+Tab out of it stays in the modal.
 */
const AgreementBody = styled.div`
  &:focus:not(:focus-visible) { outline: none; }
`;

const PopContent = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;

  &:focus { outline: none; }
`;

type ContentProps = Pick<
  ConfirmScreenProps,
  | 'currencyFlag'
  | 'now'
  | 'checked'
  | 'onCheckedChange'
  | 'pendingAgreement'
  | 'onOpenAgreement'
  | 'repayDate'
> & { data: ConfirmData<LoanConfirm> };

function ConfirmContent({
  data,
  currencyFlag,
  now,
  checked,
  onCheckedChange,
  pendingAgreement,
  onOpenAgreement,
  repayDate,
}: ContentProps) {
  const l = usePackText(loanText);
  const { confirm, agreements } = data;
  const shown = loanDisplay(confirm, useDisplayFormat(currencyFlag));
  const dateRows: FoldListRow[] = [
    { text: l('loan.firstPayTime'), value: shown.firstPayTime },
    { text: l('loan.repayDate'), value: repayDate ?? '' },
  ].filter((row) => row.value !== '');

  return (
    <>
      <LoanSummary
        amount={shown.amount}
        term={l('loan.termDays', { days: shown.days })}
        rate={confirm.pRateDsc}
        productName={confirm.comProductName}
        productLogo={confirm.comProductLogo}
      />
      {confirm.details.length > 0 && (
        <Section title={l('loan.details')}>
          <FoldList rows={confirm.details} foldAt={confirm.details.length} />
        </Section>
      )}
      <Section title={l('loan.repayPlan')}>
        <FoldList rows={dateRows} foldAt={dateRows.length} />
        <RepayPlan items={shown.plans} />
      </Section>
      <CostOfLoan offer={confirm} now={now} currencyFlag={currencyFlag} />
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
    </>
  );
}

type OverlayProps = Pick<
  ConfirmScreenProps,
  'overlay' | 'onDismissOverlay' | 'onStay' | 'onLeave' | 'children'
> & { confirm: LoanConfirm };

/** The agreement modal, 'Point out' and the variant's own overlays. */
function ConfirmOverlays({
  confirm,
  overlay,
  onDismissOverlay,
  onStay,
  onLeave,
  children,
}: OverlayProps) {
  const l = usePackText(loanText);
  // Both open on what they say, not on Cancel: Enter must not close the web view.
  const agreementBody = useRef<HTMLDivElement>(null);
  const agreementOpen = overlay === 'agreement';
  // Opening at once (isPopType), the frame's code comes beside the modal's, not after it.
  useEffect(
    () => (agreementOpen ? warmAgreementFrame() : whenIdle(warmAgreementFrame)),
    [agreementOpen],
  );
  const popContent = useRef<HTMLParagraphElement>(null);
  const answer = (onAgree: () => void) => [
    { key: 'cancel', text: l('loan.cancel'), variant: 'secondary' as const, onClick: onLeave },
    { key: 'agree', text: l('loan.agree'), onClick: onAgree },
  ];
  return (
    <>
      {/* No onClose: the agreement must be answered, so Escape and back leave it open. */}
      <Dialog
        open={agreementOpen}
        role="alertdialog"
        title={l('loan.agreement.title')}
        actions={answer(onDismissOverlay)}
        initialFocus={agreementBody}
      >
        <AgreementBody
          ref={agreementBody}
          tabIndex={0}
          role="group"
          aria-label={l('loan.agreement.title')}
        >
          <AgreementFrame
            src={confirm.popAgreementUrl || undefined}
            title={l('loan.agreement.title')}
          />
        </AgreementBody>
      </Dialog>
      <Dialog
        open={overlay === 'pointOut'}
        role="alertdialog"
        title={confirm.popTitle || l('loan.pointOut.title')}
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
  );
}

/**
 * What both loan confirm views share: the loan, the plan, consent, 'Loan Now' and the dialogs.
 * The logo and the agreement page arrive checked by the page; an empty one was refused.
 */
export function ConfirmScreen({
  state,
  onRetry,
  onBack,
  buttonLabel,
  loanBusy,
  checked,
  onLoan,
  ...props
}: ConfirmScreenProps) {
  const t = useT();
  return (
    <ScreenLayout
      title={t('title.loanConfirm')}
      onBack={onBack}
      state={state}
      onRetry={onRetry}
      footer={() => (
        <Button block busy={loanBusy} inactive={!checked} onClick={onLoan}>
          {buttonLabel}
        </Button>
      )}
    >
      {(data) => (
        <>
          <ConfirmContent {...props} checked={checked} data={data} />
          <ConfirmOverlays {...props} confirm={data.confirm} />
        </>
      )}
    </ScreenLayout>
  );
}
