import { Button, ChannelPicker, type RepaymentChannel } from '@hiram/ui';
import { styled } from 'styled-components';
import { usePackText } from '../../../i18n/index.ts';
import { paymentText } from '../text/payment/index.ts';
import type { PaymentControls } from './screenProps.ts';

export interface PaymentMethodProps {
  channels: readonly RepaymentChannel[];
  payment: PaymentControls;
}

export interface PaymentMethodButtonProps extends PaymentMethodProps {
  /** The screen shows the default pay code, which pays without a channel. */
  hasPayCode: boolean;
}

const NoChannels = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

/**
 * The footer's 'Payment Method' button. Without channels there is nothing to choose: the footer
 * says so instead of offering a button that leads nowhere, and points to the pay code above
 * where there is one, rather than saying nothing can be paid.
 */
export function PaymentMethodButton({ channels, payment, hasPayCode }: PaymentMethodButtonProps) {
  const t = usePackText(paymentText);
  if (channels.length === 0) {
    return (
      <NoChannels>{t(hasPayCode ? 'payment.noChannels.payCode' : 'payment.noChannels')}</NoChannels>
    );
  }
  return (
    <Button block busy={payment.paying} onClick={payment.onOpenPicker}>
      {t('payment.method')}
    </Button>
  );
}

/** The channel popup: the first channel chosen, 'Payment' generates its pay code. */
export function PaymentPicker({ channels, payment }: PaymentMethodProps) {
  const t = usePackText(paymentText);
  if (channels.length === 0) return null;
  return (
    <ChannelPicker
      open={payment.pickerOpen}
      onClose={payment.onClosePicker}
      channels={channels}
      title={t('payment.pickerTitle')}
      hint={t('payment.hint')}
      confirmText={t('payment.pay')}
      busy={payment.paying}
      onConfirm={payment.onPay}
    />
  );
}
