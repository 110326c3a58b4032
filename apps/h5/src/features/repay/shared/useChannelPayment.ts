import type { RepaymentChannel } from '@hiram/ui';
import { useRef, useState } from 'react';
import { isApiError, type OrderRef, repayApi } from '../../../api/index.ts';
import { useFollowLink, useReturnFromApp } from '../../../screen/index.ts';
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
  // The sheet closed while the pay code was on its way: the borrower changed their mind.
  const dropped = useRef(false);
  const follow = useFollowLink();
  const release = () => {
    inFlight.current = false;
    setPaying(false);
  };
  // The pay page opened in another app and this page stayed: back on it, the borrower may pay again.
  const away = useReturnFromApp(release);

  const onPay = async (channel: RepaymentChannel) => {
    if (!payment || inFlight.current) return;
    inFlight.current = true;
    dropped.current = false;
    setPaying(true);
    try {
      const payUrl = await repayApi.generatePayCode({
        ...order,
        ...payment,
        channelNumber: channel.channelNumber,
      });
      // Stays busy while the pay page opens, so nothing is sent again.
      if (!dropped.current && follow(payUrl)) {
        away();
        return;
      }
    } catch (error) {
      // The client has already toasted what went wrong.
      if (!isApiError(error)) throw error;
    }
    release();
  };

  return {
    pickerOpen,
    paying,
    onOpenPicker: () => {
      dropped.current = false;
      setPickerOpen(true);
    },
    onClosePicker: () => {
      dropped.current = inFlight.current;
      setPickerOpen(false);
    },
    onPay,
  };
}
