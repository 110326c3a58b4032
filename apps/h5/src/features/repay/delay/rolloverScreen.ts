import type { RolloverDetail } from '../../../api/schemas/repay.ts';
import { type DisplayFormat, showDate, showMoney } from '../../../screen/index.ts';
import type { Payment } from '../shared/repayKind.ts';
import type { RepaymentInfo } from '../shared/repaymentInfo.ts';
import { type ImageCheck, type RepayScreenBase, repayScreenBase } from '../shared/repayScreen.ts';

export interface RolloverPlanItem {
  title: string;
  /** The item's `remark`. */
  description: string;
  amount: string;
  payTime: string;
}

export interface RolloverScreen extends RepayScreenBase {
  /** The delay plan's title. */
  title: string;
  /** The delay amount. */
  amount: string;
  /** The next payment date (`repayDate`). */
  nextDate: string;
  plan: RolloverPlanItem[];
}

export function rolloverScreen(
  detail: RolloverDetail,
  format: DisplayFormat,
  image: ImageCheck,
): RolloverScreen {
  return {
    ...repayScreenBase(detail, image),
    title: detail.delayInfo.title,
    amount: showMoney(detail.delayInfo.delayAmount, format),
    nextDate: showDate(detail.repayDate, format),
    plan: detail.repayPlan.map((item) => ({
      title: item.title,
      description: item.remark,
      amount: showMoney(item.amount, format),
      payTime: showDate(item.time, format),
    })),
  };
}

/** A rollover pays the delay amount, flagged `isDelay=1`. */
export function rolloverPayment(detail: RolloverDetail): Payment {
  return { amount: detail.delayInfo.delayAmount, rollover: true };
}

export function rolloverRepaymentInfo(detail: RolloverDetail): RepaymentInfo {
  return { defDetail: detail.defDetail, delayInfo: detail.delayInfo };
}
