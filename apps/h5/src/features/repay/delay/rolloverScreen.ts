import type { RolloverDetail } from '../../../api/schemas/repay.ts';
import { type DisplayFormat, showDate, showMoney } from '../../../screen/index.ts';
import type { Payment } from '../shared/repayKind.ts';
import type { RepaymentInfo } from '../shared/repaymentInfo.ts';
import { type ImageCheck, type RepayScreenBase, repayScreenBase } from '../shared/repayScreen.ts';
import type { RolloverTerms } from './rolloverCost.ts';

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
  /** What the extension's cost is worked out from, and shown in (its part loads after the screen). */
  cost: { terms: RolloverTerms; format: DisplayFormat };
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
    cost: {
      terms: {
        delayInfo: detail.delayInfo,
        repayDate: detail.repayDate,
        repayPlan: detail.repayPlan,
      },
      format,
    },
  };
}

/** A rollover pays the delay amount, flagged `isDelay=1`. */
export function rolloverPayment(detail: RolloverDetail): Payment {
  return { amount: detail.delayInfo.delayAmount, rollover: true };
}

export function rolloverRepaymentInfo(detail: RolloverDetail): RepaymentInfo {
  return { defDetail: detail.defDetail, delayInfo: detail.delayInfo };
}
