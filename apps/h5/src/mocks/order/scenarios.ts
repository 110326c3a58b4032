/** Spec section 4: the order status codes the order page knows. */
export const ORDER_STATUSES = [21, 110, 151, 170, 174, 180, 200] as const;
/** delay: isDelay=1, score: isScore=1, cardPop: cardNeedPop=1, kindTips: KindTipsMsg, redirect: playeduL. */
export const ORDER_SCENARIO_FLAGS = ['delay', 'score', 'cardPop', 'kindTips', 'redirect'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderScenarioFlag = (typeof ORDER_SCENARIO_FLAGS)[number];
/** Each order status alone and with each flag. */
export type OrderScenario = `order-${OrderStatus}` | `order-${OrderStatus}-${OrderScenarioFlag}`;

export const ORDER_SPECIAL_SCENARIOS = [
  'unsafe-redirect',
  'product-target-in-app',
  'product-target-native',
  'borrow-again-h5url',
  'withdraw-again',
  'every-order-dialog',
] as const;

export type OrderSpecialScenario = (typeof ORDER_SPECIAL_SCENARIOS)[number];

export const orderScenarios: readonly OrderScenario[] = ORDER_STATUSES.flatMap((status) => [
  `order-${status}` as const,
  ...ORDER_SCENARIO_FLAGS.map((flag) => `order-${status}-${flag}` as const),
]);

export function isOrderScenario(name: string): name is OrderScenario {
  return name.startsWith('order-');
}
