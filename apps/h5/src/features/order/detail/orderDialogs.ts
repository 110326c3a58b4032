import type { OrderDetail } from '../../../api/index.ts';

export type OrderDialogKind = 'reWithdraw' | 'bindCard' | 'kindTips' | 'rating';

/** A dialog on screen: one of the server's, or the answer to a low rating. */
export type OrderDialog = OrderDialogKind | 'ratingResult';

/**
 * One dialog at a time, in this order when several apply:
 * 1. re-withdraw: the loan is waiting on the borrower to withdraw again;
 * 2. bank card prompt: without a card the money has nowhere to go;
 * 3. kind tips: a notice to read before repaying;
 * 4. rating: optional, so it never hides a step the borrower has to take.
 * Dismissing one shows the next that applies.
 */
export const DIALOG_ORDER: readonly OrderDialogKind[] = [
  'reWithdraw',
  'bindCard',
  'kindTips',
  'rating',
];

export type DialogFacts = Pick<OrderDetail, 'reyMsg' | 'cardNeedPop' | 'KindTipsMsg' | 'isScore'>;

export interface DialogContext {
  /** The session flag `showBankTip`, set when the borrower went to repay. */
  bankTipSeen: boolean;
  /** Dialogs closed on this visit. */
  dismissed: ReadonlySet<OrderDialogKind>;
}

/** Spec section 4 "Order dialogs": when each applies. */
function applies(kind: OrderDialogKind, facts: DialogFacts, bankTipSeen: boolean): boolean {
  switch (kind) {
    case 'reWithdraw':
      return facts.reyMsg.trim() !== '';
    case 'bindCard':
      return facts.cardNeedPop === 1;
    case 'kindTips':
      return facts.KindTipsMsg.trim() !== '' && !bankTipSeen;
    case 'rating':
      return facts.isScore === 1;
  }
}

/** The dialog to show now, or null. */
export function nextDialog(facts: DialogFacts, context: DialogContext): OrderDialogKind | null {
  return (
    DIALOG_ORDER.find(
      (kind) => !context.dismissed.has(kind) && applies(kind, facts, context.bankTipSeen),
    ) ?? null
  );
}

/** Spec section 4: fewer stars than this open the result modal; more ask for a store rating. */
export const STORE_RATING_FROM = 4;

export type RatingStep = 'choose' | 'thanks' | 'storeRating';

/** What sending `stars` leads to: none chosen asks to choose; the score sent is 5 either way. */
export function ratingStep(stars: number): RatingStep {
  if (stars < 1) return 'choose';
  return stars < STORE_RATING_FROM ? 'thanks' : 'storeRating';
}
