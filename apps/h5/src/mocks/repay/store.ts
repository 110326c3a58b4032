import type * as v from 'valibot';
import type { repaymentWaySchema } from '../../api/schemas/repay.ts';
import {
  bankCards,
  type InstallmentInput,
  installment,
  type RolloverInput,
  rollover,
} from './fixtures.ts';

export interface RepaymentRecord {
  id: string;
  orderId: string;
  amount: number;
  confirmed: boolean;
}

export interface RepaySlice {
  installment: InstallmentInput;
  rollover: RolloverInput;
  repaymentWay: v.InferInput<typeof repaymentWaySchema>;
  repayments: Map<string, RepaymentRecord>;
}

export function repaySlice(): RepaySlice {
  return {
    installment: installment(),
    rollover: rollover(),
    repaymentWay: { alipay: 0, repayToken: 'rt_9f8e7d6c5b', bankCards: bankCards() },
    repayments: new Map(),
  };
}
