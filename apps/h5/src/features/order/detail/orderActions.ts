import type { StatusVariant } from '@hiram/ui';

/** Spec section 4 names 21 (in progress) and 110 (failure); the others' meanings are not given. */
export const IN_PROGRESS = 21;
const FAILED = 110;
const STATUS_151 = 151;
const STATUS_170 = 170;
const STATUS_174 = 174;
const STATUS_180 = 180;
const STATUS_200 = 200;

/** Spec section 9: the event module logged by 'Borrow Again'. */
export const BORROW_AGAIN_MODULE_ID = 30;
/** The spec leaves positionId out: the page has one 'Borrow Again' button, position 1. */
export const BORROW_AGAIN_POSITION_ID = 1;

export type OrderAction =
  /** 'REPAY', to installment repayment. */
  | { id: 'repayNow'; to: 'repayPeriod' }
  /** 'Rollover Repayment' under 'Short of money?', to rollover repayment. */
  | { id: 'rollover'; to: 'repayDelay' }
  /** 'Repayment', to installment repayment. */
  | { id: 'repayment'; to: 'repayPeriod' }
  /** 'Borrow Again': logs the event, then the server's h5Url or the native home. */
  | { id: 'borrowAgain' };

export type OrderActionId = OrderAction['id'];

/** Spec section 4 "Order buttons": which buttons an order in `status` shows. */
export function orderActions(status: number, isDelay: number): OrderAction[] {
  const repayable = status === STATUS_174 || status === STATUS_180;
  if (repayable && isDelay === 1) {
    return [
      { id: 'repayNow', to: 'repayPeriod' },
      { id: 'rollover', to: 'repayDelay' },
    ];
  }
  if (repayable || status === STATUS_170) {
    return [{ id: 'repayment', to: 'repayPeriod' }];
  }
  if (status === STATUS_200) return [{ id: 'borrowAgain' }];
  return [];
}

/**
 * Spec section 4: the recommendation list replaces the buttons while `isShowLoanMarket` is true,
 * and the product sets it to false for every status.
 */
export function isShowLoanMarket(_status: number): boolean {
  return false;
}

const statusIcons = new Map<number, StatusVariant>([
  [IN_PROGRESS, 'pending'],
  [FAILED, 'failed'],
  [STATUS_151, 'processing'],
  [STATUS_174, 'warning'],
  [STATUS_180, 'danger'],
  [STATUS_200, 'success'],
]);

/** Spec section 2: an icon for 21, 151, 110, 174, 180 and 200; any other status uses 200's. */
export function statusIcon(status: number): StatusVariant {
  return statusIcons.get(status) ?? 'success';
}
