import { useCallback, useMemo, useState } from 'react';
import type { OrderDetail } from '../../../api/index.ts';
import { useEntryState } from '../../../screen/index.ts';
import { bankTipFlag } from './bankTipFlag.ts';
import {
  DIALOG_ORDER,
  nextDialog,
  type OrderDialog,
  type OrderDialogKind,
} from './orderDialogs.ts';

export interface OrderDialogsState {
  dialog: OrderDialog | null;
  dismiss: (dialog: OrderDialog) => void;
  /** Opens the answer to a low rating. */
  showRatingResult: () => void;
}

const isDialogKind = (name: string): name is OrderDialogKind =>
  (DIALOG_ORDER as readonly string[]).includes(name);

/**
 * The one dialog to show for `order`, none while `quiet`. Closed dialogs stay closed, kept with
 * the history entry: back on the order page from the page it led to, they do not ask again.
 */
export function useOrderDialogs(order: OrderDetail | null, quiet: boolean): OrderDialogsState {
  const [closed, keepClosed] = useEntryState('orderDialogsClosed');
  const dismissed = useMemo(
    () => new Set((closed ?? '').split(',').filter(isDialogKind)),
    [closed],
  );
  const [resultOpen, setResultOpen] = useState(false);

  const dismiss = useCallback(
    (dialog: OrderDialog) => {
      if (dialog === 'ratingResult') setResultOpen(false);
      else keepClosed([...dismissed, dialog].join(','));
    },
    [dismissed, keepClosed],
  );
  const showRatingResult = useCallback(() => setResultOpen(true), []);

  let dialog: OrderDialog | null = null;
  if (order && !quiet) {
    dialog = resultOpen
      ? 'ratingResult'
      : nextDialog(order, { bankTipSeen: bankTipFlag.isSet(), dismissed });
  }
  return { dialog, dismiss, showRatingResult };
}
