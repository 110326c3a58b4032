/**
 * The one index of the mock backend. Each domain folder (loan, order, repay, bank, complaint,
 * service, promo) holds its fixtures, its store slice, its endpoints' answers, its scenarios
 * and the `hostile` scenario's field list; this file merges them. Scenario names are merged
 * in `scenarios.ts`, which stays free of msw.
 */
import { bankBackend } from './bank/backend.ts';
import { bankBehaviours, emptyBankLists } from './bank/behaviours.ts';
import { bankHostileFields } from './bank/hostileFields.ts';
import { type BankSlice, bankSlice } from './bank/store.ts';
import { complaintBackend } from './complaint/backend.ts';
import { complaintBehaviours, emptyComplaintLists } from './complaint/behaviours.ts';
import { complaintHostileFields } from './complaint/hostileFields.ts';
import { type ComplaintSlice, complaintSlice } from './complaint/store.ts';
import { loanBackend } from './loan/backend.ts';
import { emptyLoanLists, loanBehaviours } from './loan/behaviours.ts';
import { loanHostileFields } from './loan/hostileFields.ts';
import { type LoanSlice, loanSlice } from './loan/store.ts';
import { orderBackend } from './order/backend.ts';
import { emptyOrderLists, orderBehaviours } from './order/behaviours.ts';
import { orderHostileFields } from './order/hostileFields.ts';
import { type OrderSlice, orderSlice } from './order/store.ts';
import { promoBackend } from './promo/backend.ts';
import { promoBehaviours } from './promo/behaviours.ts';
import { promoHostileFields } from './promo/hostileFields.ts';
import { type PromoSlice, promoSlice } from './promo/store.ts';
import { repayBackend } from './repay/backend.ts';
import { emptyRepayLists, repayBehaviours } from './repay/behaviours.ts';
import { repayHostileFields } from './repay/hostileFields.ts';
import { type RepaySlice, repaySlice } from './repay/store.ts';
import type { DomainScenario } from './scenarios.ts';
import { serviceBackend } from './service/backend.ts';
import { serviceHostileFields } from './service/hostileFields.ts';
import { type ServiceSlice, serviceSlice } from './service/store.ts';
import type { Backend } from './shared/answers.ts';
import type { ScenarioBehaviour } from './shared/behaviour.ts';
import type { AnswerFields, AnswerKey } from './shared/hostileFields.ts';

/** The mock backend's state: starts from the fixtures, changes as calls arrive. */
export interface MockStore
  extends LoanSlice,
    OrderSlice,
    RepaySlice,
    BankSlice,
    ComplaintSlice,
    ServiceSlice,
    PromoSlice {
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
    ...loanSlice(),
    ...orderSlice(),
    ...repaySlice(),
    ...bankSlice(),
    ...complaintSlice(),
    ...serviceSlice(),
    ...promoSlice(),
    nextId(prefix) {
      lastId += 1;
      return `${prefix}${lastId}`;
    },
    now,
  };
}

/** The mock's answer to each call, over the store. */
export function createBackend(store: MockStore): Backend {
  return {
    ...loanBackend(store),
    ...orderBackend(store),
    ...repayBackend(store),
    ...bankBackend(store),
    ...complaintBackend(store),
    ...serviceBackend(store),
    ...promoBackend(store),
  };
}

export const domainBehaviours: Record<DomainScenario, ScenarioBehaviour> = {
  ...loanBehaviours,
  ...orderBehaviours,
  ...repayBehaviours,
  ...bankBehaviours,
  ...complaintBehaviours,
  ...promoBehaviours,
};

/** The `empty-lists` scenario: every list of every domain is empty. */
export function emptyEveryList(store: MockStore): void {
  emptyLoanLists(store);
  emptyOrderLists(store);
  emptyRepayLists(store);
  emptyBankLists(store);
  emptyComplaintLists(store);
}

/** Which fields of each answer the `hostile` scenario replaces. */
export const answerFields: Record<AnswerKey, AnswerFields> = {
  ...loanHostileFields,
  ...orderHostileFields,
  ...repayHostileFields,
  ...bankHostileFields,
  ...complaintHostileFields,
  ...serviceHostileFields,
  ...promoHostileFields,
};
