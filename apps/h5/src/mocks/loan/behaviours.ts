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
  // ₱2.000 of fees up front: an effective rate of about 22% a month, beyond the SEC's caps. The
  // details above the cost box say so too: a ₱2.000,00 service fee, ₱3.000,00 received.
  'cap-breach': {
    seed: (store) => {
      for (const offer of [store.loanConfirm, store.legacyConfirm]) {
        offer.netProceeds = 300000;
        offer.details = offer.details?.map((row) => {
          if (row.text === 'Service fee') return { ...row, value: '₱2.000,00' };
          if (row.text === 'Amount received') return { ...row, value: '₱3.000,00' };
          return row;
        });
      }
    },
  },
  // Loan Now leads to the order page by its prerendered file's name (contract section 2, "Hosting").
  'lend-details-file': {
    seed: (store) => {
      store.loanConfirm.isPopType = 0;
      store.legacyConfirm.isPopType = 0;
    },
    rewrite: (key, data) =>
      key === 'loanDetailPush' ? { lendDetailsUrl: '/loanDetail/index.html' } : data,
  },
};

export function emptyLoanLists(store: MockStore): void {
  store.agreements = [];
}
