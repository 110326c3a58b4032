import type { RepaymentChannel } from '@hiram/ui';
import { useRef, useState } from 'react';
import { isApiError, type OrderRef, repayApi } from '../../../api/index.ts';
import { linkGuard } from '../../../link/index.ts';
import type { Payment } from './repayKind.ts';
import type { PaymentControls } from './screenProps.ts';

/**
 * Generates the pay code for the chosen channel once however fast the taps, then follows its
 * `payUrl` through the guard. `payment` is null until the screen's data is in.
 */
export function useChannelPayment(order: OrderRef, payment: Payment | null): PaymentControls {
  const [pickerOpen, setPickerOpen] = useState(false);
  const [paying, setPaying] = useState(false);
  const inFlight = useRef(false);

  const onPay = async (channel: RepaymentChannel) => {
    if (!payment || inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    try {
      const payUrl = await repayApi.generatePayCode({
        ...order,
        ...payment,
        channelNumber: channel.channelNumber,
      });
      // Stays busy while the pay page opens, so nothing is sent again.
      if (linkGuard.navigate(payUrl)) return;
    } catch (error) {
      // The client has already toasted what went wrong.
      if (!isApiError(error)) throw error;
    }
    inFlight.current = false;
    setPaying(false);
  };

  return {
    pickerOpen,
    paying,
    onOpenPicker: () => setPickerOpen(true),
    onClosePicker: () => setPickerOpen(false),
    onPay,
  };
}
