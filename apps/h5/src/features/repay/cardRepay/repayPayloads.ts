import type { RepaymentCommitPayload, RepaymentConfirmPayload } from '../../../api/repay.ts';
import type { PayCard } from './payChoice.ts';

/**
 * `sendMsg` 1 asks the server to text the borrower a verification code for this commit; a card
 * that needs one then answers `needValid` 1. The screen always asks, on the first commit and on
 * every resend: 0 (send no code) would leave a card that needs one with no code to enter.
 */
export const SEND_SMS = 1;

export interface CommitInputs {
  card: PayCard;
  /** Minor units. */
  amount: number;
  orderId: string;
  repayToken: string;
}

/** The `repayment-commit` payload (spec section 3): no coupon on this screen. */
export function commitPayload({
  card,
  amount,
  orderId,
  repayToken,
}: CommitInputs): RepaymentCommitPayload {
  return {
    amount,
    bankName: card.bankName,
    cardId: card.id,
    cardNo: card.cardNo,
    couponId: null,
    orderId,
    repayToken,
    bankCode: card.bankCode,
    sendMsg: SEND_SMS,
  };
}

/** The `repayment-confirm` payload: the code for the last commit's record. */
export function confirmPayload(
  orderId: string,
  verifyCode: string,
  repayRecordId: string,
): RepaymentConfirmPayload {
  return { orderId, verifyCode: verifyCode.trim(), repaymentRecordId: repayRecordId };
}
