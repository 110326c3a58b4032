import { PayCodeCard } from '@hiram/ui';
import { usePackText } from '../../../i18n/index.ts';
import { Section } from '../../../screen/index.ts';
import { paymentText } from '../text/payment/index.ts';
import type { PayCodeBox } from './repayScreen.ts';

export interface DefaultPayCodeProps {
  payCode: PayCodeBox;
  /** Opens the repayment-by-code screen. */
  onOpen: () => void;
}

/** The default pay-code box: a tap leads to the code's own screen, where it copies. */
export function DefaultPayCode({ payCode, onOpen }: DefaultPayCodeProps) {
  const t = usePackText(paymentText);
  return (
    <Section title={t('payment.payCode.heading')} variant="plain">
      <PayCodeCard
        mode="navigate"
        code={payCode.code}
        title={payCode.title}
        logo={payCode.logo}
        actionLabel={t('payment.payCode.open')}
        onPress={onOpen}
      />
    </Section>
  );
}
