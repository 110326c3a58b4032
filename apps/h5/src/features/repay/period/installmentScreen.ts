import type { InstallmentDetail } from '../../../api/schemas/repay.ts';
import { type DisplayFormat, showDate, showMoney } from '../../../screen/index.ts';
import type { Payment } from '../shared/repayKind.ts';
import type { RepaymentInfo } from '../shared/repaymentInfo.ts';
import { type ImageCheck, type RepayScreenBase, repayScreenBase } from '../shared/repayScreen.ts';

export interface InstallmentScreen extends RepayScreenBase {
  repayDate: string;
  amount: string;
  /** The detail rows, folded to the first 2 on screen. */
  rows: { text: string; value: string }[];
}

export function installmentScreen(
  detail: InstallmentDetail,
  format: DisplayFormat,
  image: ImageCheck,
): InstallmentScreen {
  return {
    ...repayScreenBase(detail, image),
    repayDate: showDate(detail.repayDate, format),
    amount: showMoney(detail.repayAmount, format),
    rows: detail.detail,
  };
}

/** The installment pays its repay amount. */
export function installmentPayment(detail: InstallmentDetail): Payment {
  return { amount: detail.repayAmount, rollover: false };
}

export function installmentRepaymentInfo(detail: InstallmentDetail): RepaymentInfo {
  return { defDetail: detail.defDetail, repayAmount: detail.repayAmount };
}
