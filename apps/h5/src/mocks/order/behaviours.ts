import { HttpResponse } from 'msw';
import type { MockStore } from '../domains.ts';
import { successBody } from '../envelopes.ts';
import type { ScenarioBehaviour } from '../shared/behaviour.ts';
import { orderDetail, orderFlagValues } from './fixtures.ts';
import {
  ORDER_SCENARIO_FLAGS,
  ORDER_STATUSES,
  type OrderScenario,
  type OrderScenarioFlag,
  type OrderSpecialScenario,
  type OrderStatus,
} from './scenarios.ts';

const WITHDRAW_AGAIN_MESSAGE =
  'The money could not be sent to your account. Check your account and withdraw again.';

function statusBehaviour(status: OrderStatus, flag?: OrderScenarioFlag): ScenarioBehaviour {
  return {
    seed: (store) => {
      store.order = { ...orderDetail(status), ...(flag ? orderFlagValues[flag] : {}) };
    },
  };
}

const statusBehaviours = new Map<OrderScenario, ScenarioBehaviour>(
  ORDER_STATUSES.flatMap((status) => [
    [`order-${status}`, statusBehaviour(status)] as const,
    ...ORDER_SCENARIO_FLAGS.map(
      (flag) => [`order-${status}-${flag}`, statusBehaviour(status, flag)] as const,
    ),
  ]),
);

export function orderStatusBehaviour(name: OrderScenario): ScenarioBehaviour {
  return statusBehaviours.get(name) ?? {};
}

function defineAnswers(url: () => string): ScenarioBehaviour {
  return {
    answer: (key) =>
      key === 'define' ? HttpResponse.json(successBody(key, { url: url() })) : undefined,
  };
}

export const orderBehaviours: Record<OrderSpecialScenario, ScenarioBehaviour> = {
  'unsafe-redirect': {
    seed: (store) => {
      store.order = {
        ...orderDetail(174),
        ...orderFlagValues.delay,
        playeduL: 'javascript:alert(1)',
      };
    },
  },
  'product-target-in-app': defineAnswers(
    () => `${globalThis.location?.origin ?? ''}/loanConfirm?productId=12`,
  ),
  'product-target-native': defineAnswers(() => 'productDetail?id=12'),
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

export function emptyOrderLists(store: MockStore): void {
  store.order.recProducts = [];
  store.unionError.family = [];
}
