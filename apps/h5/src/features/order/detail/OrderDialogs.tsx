import { Dialog } from '@hiram/ui';
import { usePackText } from '../../../i18n/index.ts';
import type { OrderDetail } from '../../../model/index.ts';
import { orderText } from '../text/order/index.ts';
import { DialogText } from './DialogText.tsx';
import { LazyRatingDialog } from './lazyRatingDialog.ts';
import type { OrderDialog } from './orderDialogs.ts';

export interface OrderDialogHandlers {
  /** Closes `dialog` (Cancel, OK, the close icon or Escape). */
  onDismiss: (dialog: OrderDialog) => void;
  /** 'Withdraw Now'. */
  onWithdraw: () => unknown;
  /** 'Go and bind the card'. */
  onBindCard: () => unknown;
  /** Send in the rating dialog, with the stars chosen (0 for none). */
  onSendRating: (stars: number) => unknown;
}

export interface OrderDialogsProps extends OrderDialogHandlers {
  dialog: OrderDialog | null;
  order: Pick<OrderDetail, 'reyMsg' | 'KindTipsMsg' | 'cardPopTitle' | 'cardPopMsg'>;
}

/**
 * The one order dialog on screen, if any. Each has a key of its own: one closing as the next
 * opens would otherwise be one dialog changing its content, and the focus, on a button that is
 * gone, would be left outside it.
 */
export function OrderDialogs({
  dialog,
  order,
  onDismiss,
  onWithdraw,
  onBindCard,
  onSendRating,
}: OrderDialogsProps) {
  const o = usePackText(orderText);
  switch (dialog) {
    case null:
      return null;
    case 'reWithdraw':
      return (
        <Dialog
          key="reWithdraw"
          open
          title={o('order.reWithdraw.title')}
          onClose={() => onDismiss('reWithdraw')}
          actions={[
            {
              key: 'cancel',
              text: o('order.reWithdraw.cancel'),
              variant: 'secondary',
              onClick: () => onDismiss('reWithdraw'),
            },
            { key: 'withdraw', text: o('order.reWithdraw.confirm'), onClick: onWithdraw },
          ]}
        >
          <DialogText>{order.reyMsg}</DialogText>
        </Dialog>
      );
    case 'bindCard':
      return (
        <Dialog
          key="bindCard"
          open
          closeIcon
          title={order.cardPopTitle || o('order.bindCard.title')}
          onClose={() => onDismiss('bindCard')}
          actions={[{ key: 'bind', text: o('order.bindCard.go'), onClick: onBindCard }]}
        >
          {order.cardPopMsg && <DialogText>{order.cardPopMsg}</DialogText>}
        </Dialog>
      );
    case 'kindTips':
      return (
        <Dialog
          key="kindTips"
          open
          title={o('order.kindTips.title')}
          onClose={() => onDismiss('kindTips')}
          actions={[
            { key: 'ok', text: o('order.kindTips.ok'), onClick: () => onDismiss('kindTips') },
          ]}
        >
          <DialogText>{order.KindTipsMsg}</DialogText>
        </Dialog>
      );
    case 'rating':
      return <LazyRatingDialog open onCancel={() => onDismiss('rating')} onSend={onSendRating} />;
    case 'ratingResult':
      return (
        <Dialog
          key="ratingResult"
          open
          title={o('order.ratingResult.title')}
          onClose={() => onDismiss('ratingResult')}
          actions={[
            {
              key: 'ok',
              text: o('order.ratingResult.ok'),
              onClick: () => onDismiss('ratingResult'),
            },
          ]}
        >
          <DialogText>{o('order.ratingResult.body')}</DialogText>
        </Dialog>
      );
  }
}
