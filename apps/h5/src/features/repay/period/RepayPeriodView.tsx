import { FoldList } from '@hiram/ui';
import { usePackText, useT } from '../../../i18n/index.ts';
import { Section } from '../../../screen/index.ts';
import { DefaultPayCode } from '../shared/DefaultPayCode.tsx';
import { RepayFrame } from '../shared/RepayFrame.tsx';
import type { RepayScreenProps } from '../shared/screenProps.ts';
import { paymentText } from '../text/payment/index.ts';
import type { InstallmentScreen } from './installmentScreen.ts';

export type RepayPeriodViewProps = RepayScreenProps<InstallmentScreen>;

/** Installment repayment: what is due and when, the details, the pay code and the channels. */
export function RepayPeriodView({ onOpenPayCode, ...frame }: RepayPeriodViewProps) {
  const t = useT();
  const text = usePackText(paymentText);
  return (
    <RepayFrame
      {...frame}
      title={t('title.repayPeriod')}
      headline={(screen) => ({
        amountLabel: text('payment.amountDue'),
        amount: screen.amount,
        dateLabel: text('payment.repayDate'),
        date: screen.repayDate,
      })}
    >
      {(screen) => (
        <>
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
        </>
      )}
    </RepayFrame>
  );
}
