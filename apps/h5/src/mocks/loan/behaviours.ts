import type { MockStore } from '../domains.ts';
import type { ScenarioBehaviour } from '../shared/behaviour.ts';
import type { LoanScenario } from './scenarios.ts';

export const loanBehaviours: Record<LoanScenario, ScenarioBehaviour> = {
  'loan-agreement-popup': {
    seed: (store) => {
      store.loanConfirm.popAgreementUrl = '/loanAgreement';
      store.legacyConfirm.popAgreementUrl = '/loanAgreement';
    },
  },
  'loan-no-point-out': {
    seed: (store) => {
      store.loanConfirm.isPopType = 0;
      store.legacyConfirm.isPopType = 0;
    },
  },
  // ₱2.000 of fees up front: an effective rate of about 22% a month, beyond the SEC's caps.
  'cap-breach': {
    seed: (store) => {
      store.loanConfirm.netProceeds = 300000;
      store.legacyConfirm.netProceeds = 300000;
    },
  },
};

export function emptyLoanLists(store: MockStore): void {
  store.agreements = [];
}
