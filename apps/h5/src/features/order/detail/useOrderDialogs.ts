import { useCallback, useState } from 'react';
import type { OrderDetail } from '../../../api/index.ts';
import { bankTipFlag } from './bankTipFlag.ts';
import { nextDialog, type OrderDialog, type OrderDialogKind } from './orderDialogs.ts';

export interface OrderDialogsState {
  dialog: OrderDialog | null;
  dismiss: (dialog: OrderDialog) => void;
  /** Opens the answer to a low rating. */
  showRatingResult: () => void;
}

/** The one dialog to show for `order`, none while `quiet`; closed dialogs stay closed. */
export function useOrderDialogs(order: OrderDetail | null, quiet: boolean): OrderDialogsState {
  const [dismissed, setDismissed] = useState<ReadonlySet<OrderDialogKind>>(() => new Set());
  const [resultOpen, setResultOpen] = useState(false);

  const dismiss = useCallback((dialog: OrderDialog) => {
    if (dialog === 'ratingResult') setResultOpen(false);
    else setDismissed((closed) => new Set(closed).add(dialog));
  }, []);
  const showRatingResult = useCallback(() => setResultOpen(true), []);

  let dialog: OrderDialog | null = null;
  if (order && !quiet) {
    dialog = resultOpen
      ? 'ratingResult'
      : nextDialog(order, { bankTipSeen: bankTipFlag.isSet(), dismissed });
  }
  return { dialog, dismiss, showRatingResult };
}
