import type { RepayPlanItem } from '@hiram/ui';
import type { LoanConfirm } from '../../../api/index.ts';

import { type DisplayFormat, showDate, showMoney } from '../../../screen/index.ts';

export interface LoanDisplay {
  amount: string;
  /** The term, in days (spec section 9). */
  days: number;
  firstPayTime: string;
  plans: RepayPlanItem[];
}

/** The confirm data as the screen shows it (contract section 8). */
export function loanDisplay(confirm: LoanConfirm, format: DisplayFormat): LoanDisplay {
  return {
    amount: showMoney(confirm.amount, format),
    days: confirm.periods,
    firstPayTime: showDate(confirm.firstPayTime, format),
    plans: confirm.repay_plans.map((plan) => ({
      title: plan.title,
      description: plan.description,
      amount: showMoney(plan.amount, format),
      payTime: showDate(plan.pay_time, format),
    })),
  };
}
