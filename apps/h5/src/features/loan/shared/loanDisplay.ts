import { currencySign, formatDate, formatMoney, type RepayPlanItem } from '@hiram/ui';
import type { LoanConfirm } from '../../../api/index.ts';

/** The brand's money and date settings (`theme.format`) plus the currency flag. */
export interface DisplayFormat {
  /** `currencyType`: 1 is the rupee, anything else the peso. */
  currencyFlag: unknown;
  thousandsSeparator: string;
  decimalSeparator: string;
  timeZone: string;
}

export interface LoanDisplay {
  amount: string;
  /** The term, in days (spec section 9). */
  days: number;
  firstPayTime: string;
  plans: RepayPlanItem[];
}

export function showMoney(minor: number, format: DisplayFormat): string {
  return formatMoney(minor, {
    sign: currencySign(format.currencyFlag),
    thousandsSeparator: format.thousandsSeparator,
    decimalSeparator: format.decimalSeparator,
  });
}

/** `YYYY-MM-DD` in the brand's zone; '' for an absent or unreadable date. */
export function showDate(value: number | string, format: DisplayFormat): string {
  return value === '' ? '' : formatDate(value, { timeZone: format.timeZone });
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
