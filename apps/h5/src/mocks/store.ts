import type * as v from 'valibot';
import type { cardInitSchema } from '../api/schemas/bank.ts';
import type { problemInitSchema } from '../api/schemas/complaint.ts';
import type { agreementsSchema, legacyConfirmSchema } from '../api/schemas/loan.ts';
import type { unionErrorInfoSchema } from '../api/schemas/order.ts';
import type { repaymentWaySchema } from '../api/schemas/repay.ts';
import type { contactInfoSchema } from '../api/schemas/service.ts';
import { bankFormItems } from './fixtures/bank.ts';
import { complaints, problemInit, type StoredComplaint } from './fixtures/complaint.ts';
import { agreements, type LoanConfirmInput, legacyConfirm, loanConfirm } from './fixtures/loan.ts';
import {
  type OrderDetailInput,
  orderDetail,
  orderFlagValues,
  unionErrorInfo,
} from './fixtures/order.ts';
import { REGISTERED_PHONE } from './fixtures/promo.ts';
import {
  bankCards,
  type InstallmentInput,
  installment,
  type RolloverInput,
  rollover,
} from './fixtures/repay.ts';
import { contactInfo } from './fixtures/service.ts';

type Input<TSchema extends v.GenericSchema> = v.InferInput<TSchema>;

export interface RepaymentRecord {
  id: string;
  orderId: string;
  amount: number;
  confirmed: boolean;
}

/** The mock backend's state: starts from the fixtures, changes as calls arrive. */
export interface MockStore {
  order: OrderDetailInput;
  unionError: Input<typeof unionErrorInfoSchema>;
  loanConfirm: LoanConfirmInput;
  legacyConfirm: Input<typeof legacyConfirmSchema>;
  agreements: Extract<Input<typeof agreementsSchema>, unknown[]>;
  installment: InstallmentInput;
  rollover: RolloverInput;
  repaymentWay: Input<typeof repaymentWaySchema>;
  repayments: Map<string, RepaymentRecord>;
  bankForm: Input<typeof cardInitSchema>;
  problemInit: Input<typeof problemInitSchema>;
  complaints: StoredComplaint[];
  contact: Input<typeof contactInfoSchema>;
  /** Captcha session ids handed out by get-sid. */
  sids: Set<string>;
  registeredPhones: Set<string>;
  /** A new id on every call: `${prefix}${n}`. */
  nextId(prefix: string): string;
  /** Epoch milliseconds. */
  now(): number;
}

export interface StoreOptions {
  now?: () => number;
}

export function createStore({ now = () => Date.now() }: StoreOptions = {}): MockStore {
  let lastId = 0;
  return {
    order: { ...orderDetail(174), ...orderFlagValues.delay },
    unionError: unionErrorInfo(),
    loanConfirm: loanConfirm(),
    legacyConfirm: legacyConfirm(),
    agreements: agreements(),
    installment: installment(),
    rollover: rollover(),
    repaymentWay: { alipay: 0, repayToken: 'rt_9f8e7d6c5b', bankCards: bankCards() },
    repayments: new Map(),
    bankForm: { items: bankFormItems() },
    problemInit: problemInit(),
    complaints: complaints(),
    contact: contactInfo(),
    sids: new Set(),
    registeredPhones: new Set([REGISTERED_PHONE]),
    nextId(prefix) {
      lastId += 1;
      return `${prefix}${lastId}`;
    },
    now,
  };
}
