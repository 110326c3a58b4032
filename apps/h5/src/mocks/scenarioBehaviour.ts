import { HttpResponse } from 'msw';
import { type CallableKey, endpoints } from '../api/endpoints.ts';
import { ignored } from '../api/schemas/fields.ts';
import { failureBody, successBody } from './envelopes.ts';
import { orderDetail, orderFlagValues } from './fixtures/order.ts';
import {
  isOrderScenario,
  ORDER_SCENARIO_FLAGS,
  ORDER_STATUSES,
  type OrderScenario,
  type OrderScenarioFlag,
  type OrderStatus,
  type ScenarioName,
} from './scenarios.ts';
import type { MockStore } from './store.ts';

export interface ScenarioBehaviour {
  /** Changes the store's starting state. */
  seed?(store: MockStore): void;
  /** How long every answer takes; msw's realistic delay otherwise. */
  delayMs?: number;
  /** Replaces an endpoint's answer; undefined keeps the backend's. */
  answer?(key: CallableKey): Response | undefined;
}

const SLOW_MS = 3000;
const WITHDRAW_AGAIN_MESSAGE =
  'The money could not be sent to your account. Check your account and withdraw again.';

function failOn(keys: readonly CallableKey[], code: number, message: string): ScenarioBehaviour {
  return {
    answer: (key) =>
      keys.includes(key) ? HttpResponse.json(failureBody(code, message)) : undefined,
  };
}

function orderBehaviour(status: OrderStatus, flag?: OrderScenarioFlag): ScenarioBehaviour {
  return {
    seed: (store) => {
      store.order = { ...orderDetail(status), ...(flag ? orderFlagValues[flag] : {}) };
    },
  };
}

const orderBehaviours = new Map<OrderScenario, ScenarioBehaviour>(
  ORDER_STATUSES.flatMap((status) => [
    [`order-${status}`, orderBehaviour(status)] as const,
    ...ORDER_SCENARIO_FLAGS.map(
      (flag) => [`order-${status}-${flag}`, orderBehaviour(status, flag)] as const,
    ),
  ]),
);

const behaviours: Record<Exclude<ScenarioName, OrderScenario>, ScenarioBehaviour> = {
  default: {},
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
  'empty-lists': {
    seed: (store) => {
      store.order.recProducts = [];
      store.unionError.family = [];
      store.agreements = [];
      store.installment.repayList = [];
      store.rollover.repayList = [];
      store.rollover.repayPlan = [];
      store.repaymentWay.bankCards = [];
      store.bankForm.items = [];
      store.problemInit.orderList = [];
      store.problemInit.orderDetail = null;
      store.complaints = [];
    },
  },
  'code-800006': failOn(['repaymentConfirm'], 800006, 'The verification code is incorrect'),
  'code-800005': failOn(['repaymentConfirm'], 800005, 'Duplicate payment request'),
  'code-101': failOn(['getSms'], 101, 'The image code is wrong. Please enter the new one.'),
  'code-11': failOn(['getSms', 'register'], 11, 'This phone number is already registered'),
  'code-minus-1': failOn(['register'], -1, 'The SMS code has expired. Please try again.'),
  'server-error': {
    answer: () =>
      HttpResponse.json(failureBody(10001, 'The system is busy. Please try again later.')),
  },
  'http-error': {
    answer: () =>
      new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      }),
  },
  'network-error': { answer: () => HttpResponse.error() },
  slow: { delayMs: SLOW_MS },
  'malformed-envelope': { answer: () => HttpResponse.json({ status: 'ok', result: {} }) },
  'malformed-data': {
    answer: (key) =>
      endpoints[key].schema === ignored
        ? undefined
        : HttpResponse.json(successBody(key, 'Service temporarily unavailable')),
  },
  'malformed-json': {
    answer: () =>
      new HttpResponse('<html><body>Scheduled maintenance</body></html>', {
        headers: { 'Content-Type': 'text/html' },
      }),
  },
  'unsafe-redirect': {
    seed: (store) => {
      store.order = {
        ...orderDetail(174),
        ...orderFlagValues.delay,
        playeduL: 'javascript:alert(1)',
      };
    },
  },
  'product-target-in-app': {
    answer: (key) =>
      key === 'define'
        ? HttpResponse.json(
            successBody(key, {
              url: `${globalThis.location?.origin ?? ''}/loanConfirm?productId=12`,
            }),
          )
        : undefined,
  },
  'product-target-native': {
    answer: (key) =>
      key === 'define'
        ? HttpResponse.json(successBody(key, { url: 'hiram://product/detail?id=12' }))
        : undefined,
  },
  'borrow-again-h5url': {
    seed: (store) => {
      store.order = { ...orderDetail(200), h5Url: '/loanConfirm?productId=12' };
    },
  },
  'withdraw-again': {
    seed: (store) => {
      store.order = { ...orderDetail(151), reyMsg: WITHDRAW_AGAIN_MESSAGE };
    },
  },
  'every-order-dialog': {
    seed: (store) => {
      store.order = {
        ...orderDetail(200),
        ...orderFlagValues.score,
        ...orderFlagValues.cardPop,
        ...orderFlagValues.kindTips,
        reyMsg: WITHDRAW_AGAIN_MESSAGE,
      };
    },
  },
};

export function scenarioBehaviour(name: ScenarioName): ScenarioBehaviour {
  if (isOrderScenario(name)) return orderBehaviours.get(name) ?? {};
  return behaviours[name];
}
