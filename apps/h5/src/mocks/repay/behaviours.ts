import type { MockStore } from '../domains.ts';
import { failOn, type ScenarioBehaviour } from '../shared/behaviour.ts';
import type { RepayScenario } from './scenarios.ts';

export const repayBehaviours: Record<RepayScenario, ScenarioBehaviour> = {
  'repay-without-paycode': {
    seed: (store) => {
      store.installment.defDetail = null;
      store.rollover.defDetail = { payCode: '', logo: '', title: '', payNotice: {} };
    },
  },
  'repayment-alipay': {
    seed: (store) => {
      store.repaymentWay.alipay = 1;
    },
  },
  'code-800006': failOn(['repaymentConfirm'], 800006, 'The verification code is incorrect'),
  'code-800005': failOn(['repaymentConfirm'], 800005, 'Duplicate payment request'),
  /** The card is charged on commit: no SMS step (`needValid` 0 whatever `sendMsg` asks). */
  'repayment-no-verify': {
    rewrite: (key, data) =>
      key === 'repaymentCommit' && typeof data === 'object' && data !== null
        ? { ...data, needValid: 0 }
        : data,
  },
};

export function emptyRepayLists(store: MockStore): void {
  store.installment.repayList = [];
  store.rollover.repayList = [];
  store.rollover.repayPlan = [];
  store.repaymentWay.bankCards = [];
}
