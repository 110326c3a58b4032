import { FoldList } from '@hiram/ui';
import { usePackText, useT } from '../../../i18n/index.ts';
import { ScreenLayout, Section } from '../../../screen/index.ts';
import { DefaultPayCode } from '../shared/DefaultPayCode.tsx';
import { HelpBanner } from '../shared/HelpBanner.tsx';
import { PaymentMethodButton, PaymentPicker } from '../shared/PaymentMethod.tsx';
import { RepaySummary } from '../shared/RepaySummary.tsx';
import type { RepayScreenProps } from '../shared/screenProps.ts';
import { paymentText } from '../text/payment/index.ts';
import type { InstallmentScreen } from './installmentScreen.ts';

export type RepayPeriodViewProps = RepayScreenProps<InstallmentScreen>;

/** Installment repayment: what is due and when, the details, the pay code and the channels. */
export function RepayPeriodView({
  state,
  onRetry,
  onBack,
  onOpenHelp,
  onOpenPayCode,
  payment,
}: RepayPeriodViewProps) {
  const t = useT();
  const text = usePackText(paymentText);
  return (
    <ScreenLayout
      title={t('title.repayPeriod')}
      onBack={onBack}
      state={state}
      onRetry={onRetry}
      footer={(screen) => <PaymentMethodButton channels={screen.channels} payment={payment} />}
    >
      {(screen) => (
        <>
          <RepaySummary
            productName={screen.productName}
            productLogo={screen.productLogo}
            amountLabel={text('payment.amountDue')}
            amount={screen.amount}
            dateLabel={text('payment.repayDate')}
            date={screen.repayDate}
            notice={screen.noticeMsg}
          />
          {screen.showHelp && <HelpBanner onOpen={onOpenHelp} />}
          {screen.payCode && <DefaultPayCode payCode={screen.payCode} onOpen={onOpenPayCode} />}
          {screen.rows.length > 0 && (
            <Section title={text('payment.details')}>
              <FoldList
                rows={screen.rows}
                foldAt={2}
                moreLabel={text('payment.more')}
                hideLabel={text('payment.hide')}
              />
            </Section>
          )}
          <PaymentPicker channels={screen.channels} payment={payment} />
        </>
      )}
    </ScreenLayout>
  );
}
