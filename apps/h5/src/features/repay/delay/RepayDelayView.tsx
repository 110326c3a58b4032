import { Button, RepayPlan } from '@hiram/ui';
import { usePackText, useT } from '../../../i18n/index.ts';
import { Section } from '../../../screen/index.ts';
import { DefaultPayCode } from '../shared/DefaultPayCode.tsx';
import { LazyScanToPayDialog } from '../shared/lazyScanToPay.ts';
import { RepayFrame } from '../shared/RepayFrame.tsx';
import type { RepayScreenProps } from '../shared/screenProps.ts';
import { paymentText } from '../text/payment/index.ts';
import { RolloverCostPart } from './rolloverCostPart.ts';
import type { RolloverScreen } from './rolloverScreen.ts';

export interface RepayDelayViewProps extends RepayScreenProps<RolloverScreen> {
  /** The scan-to-pay barcode modal is open. */
  scanOpen: boolean;
  onOpenScan: () => void;
  onCloseScan: () => void;
}

/** Rollover repayment: the delay plan and its fee, the plan list, the pay code and the channels. */
export function RepayDelayView({
  onOpenPayCode,
  scanOpen,
  onOpenScan,
  onCloseScan,
  ...frame
}: RepayDelayViewProps) {
  const t = useT();
  const text = usePackText(paymentText);
  return (
    <RepayFrame
      {...frame}
      title={t('title.repayDelay')}
      headline={(screen) => ({
        amountLabel: screen.title || text('payment.delay.heading'),
        amount: screen.amount,
        dateLabel: text('payment.delay.nextDate'),
        date: screen.nextDate,
      })}
    >
      {(screen) => (
        <>
          {screen.payCode && (
            <>
              <DefaultPayCode payCode={screen.payCode} onOpen={onOpenPayCode} />
              <Button variant="secondary" block onClick={onOpenScan}>
                {text('payment.scan.open')}
              </Button>
              <LazyScanToPayDialog
                open={scanOpen}
                payCode={screen.payCode.code}
                amount={screen.amount}
                onClose={onCloseScan}
              />
            </>
          )}
          {screen.plan.length > 0 && (
            <Section title={text('payment.delay.plan')}>
              <RepayPlan items={screen.plan} dueLabel={text('payment.delay.due')} />
            </Section>
          )}
          <RolloverCostPart {...screen.cost} />
        </>
      )}
    </RepayFrame>
  );
}
