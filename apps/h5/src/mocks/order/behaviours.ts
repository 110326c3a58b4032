import { HttpResponse } from 'msw';
import type { MockStore } from '../domains.ts';
import { successBody } from '../envelopes.ts';
import { OVERDUE_TODAY, overdueInstallment, rollover } from '../repay/fixtures.ts';
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
import { setOrder } from './store.ts';

const WITHDRAW_AGAIN_MESSAGE =
  'The money could not be sent to your account. Check your account and withdraw again.';

/**
 * The order in `status`, and the pages after it telling the same story: the complaint summary
 * shows its status; overdue (180), the installment adds the late charges and the rollover's fee
 * is due on the day the order is seen, 3 days after the due date.
 */
function statusBehaviour(status: OrderStatus, flag?: OrderScenarioFlag): ScenarioBehaviour {
  return {
    seed: (store) => {
      setOrder(store, { ...orderDetail(status), ...(flag ? orderFlagValues[flag] : {}) });
      if (status === 180) {
        store.installment = overdueInstallment();
        store.rollover = rollover(OVERDUE_TODAY);
      }
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
      setOrder(store, {
        ...orderDetail(174),
        ...orderFlagValues.delay,
        playeduL: 'javascript:alert(1)',
      });
    },
  },
  'product-target-in-app': defineAnswers(
    () => `${globalThis.location?.origin ?? ''}/loanConfirm?productId=12`,
  ),
  'product-target-native': defineAnswers(() => 'productDetail?id=12'),
  'borrow-again-h5url': {
    seed: (store) => {
      setOrder(store, { ...orderDetail(200), h5Url: '/loanConfirm?productId=12' });
    },
  },
  'withdraw-again': {
    seed: (store) => {
      setOrder(store, { ...orderDetail(151), reyMsg: WITHDRAW_AGAIN_MESSAGE });
    },
  },
  // Disbursing (151): the payout failed, so withdrawing again and binding an account belong here.
  'every-order-dialog': {
    seed: (store) => {
      setOrder(store, {
        ...orderDetail(151),
        ...orderFlagValues.score,
        ...orderFlagValues.cardPop,
        ...orderFlagValues.kindTips,
        reyMsg: WITHDRAW_AGAIN_MESSAGE,
      });
    },
  },
};

export function emptyOrderLists(store: MockStore): void {
  store.order.recProducts = [];
  store.unionError.family = [];
}
