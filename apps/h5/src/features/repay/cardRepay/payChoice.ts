/** A bank card the borrower can repay with (the `repayment-way` answer's `bankCards[]`). */
export interface PayCard {
  id: string;
  bankName: string;
  /** As the server sends it, usually already masked; shown as `**** 1234`. */
  cardNo: string;
  bankCode: string;
}

/** What `repayment-way` answers: the cards, the token to commit with, the alipay-type flag. */
export interface CardRepayData {
  /** 1: the alipay-type channel (`repayment-huichao`) is offered. */
  alipay: number;
  repayToken: string;
  bankCards: PayCard[];
}

/** No card chosen (the spec's index -1). */
export const NO_CARD = -1;
export const ALIPAY = 'alipay';

/** The index of the chosen card, `NO_CARD`, or the alipay-type channel. */
export type PayChoice = number | typeof ALIPAY;

export type PayDecision =
  | { kind: 'noAmount' }
  | { kind: 'chooseCard' }
  | { kind: 'card'; card: PayCard; amount: number }
  | { kind: 'alipay'; amount: number };

/** Whether the alipay-type channel (`repayment-huichao`) is offered beside the cards. */
export const offersAlipay = (data: CardRepayData): boolean => data.alipay === 1;

/** What a tap on Pay does with this choice: pay, or say what is missing. */
export function payDecision(
  choice: PayChoice,
  data: CardRepayData,
  amount: number | null,
): PayDecision {
  if (amount === null) return { kind: 'noAmount' };
  if (choice === ALIPAY) {
    return offersAlipay(data) ? { kind: 'alipay', amount } : { kind: 'chooseCard' };
  }
  const card = choice >= 0 ? data.bankCards[choice] : undefined;
  return card ? { kind: 'card', card, amount } : { kind: 'chooseCard' };
}

/** Whether the screen offers a way to pay at all: an amount, and a card or the alipay type. */
export function canPay(data: CardRepayData, amount: number | null): boolean {
  return amount !== null && (data.bankCards.length > 0 || offersAlipay(data));
}
