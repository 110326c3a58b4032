/**
 * The mock backend's named scenarios. Kept free of the mock itself, so the developer page
 * can list them without loading msw.
 */

/** Spec section 4: the order status codes the order page knows. */
export const ORDER_STATUSES = [21, 110, 151, 170, 174, 180, 200] as const;
/** delay: isDelay=1, score: isScore=1, cardPop: cardNeedPop=1, kindTips: KindTipsMsg, redirect: playeduL. */
export const ORDER_SCENARIO_FLAGS = ['delay', 'score', 'cardPop', 'kindTips', 'redirect'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderScenarioFlag = (typeof ORDER_SCENARIO_FLAGS)[number];
export type OrderScenario = `order-${OrderStatus}` | `order-${OrderStatus}-${OrderScenarioFlag}`;

const GENERAL_SCENARIOS = [
  'default',
  'loan-agreement-popup',
  'loan-no-point-out',
  'repay-without-paycode',
  'repayment-alipay',
  'empty-lists',
  'code-800006',
  'code-800005',
  'code-101',
  'code-11',
  'code-minus-1',
  'server-error',
  'http-error',
  'network-error',
  'slow',
  'malformed-envelope',
  'malformed-data',
  'malformed-json',
  'unsafe-redirect',
  'product-target-in-app',
  'product-target-native',
  'borrow-again-h5url',
  'withdraw-again',
  'every-order-dialog',
] as const;

export type ScenarioName = (typeof GENERAL_SCENARIOS)[number] | OrderScenario;

const orderScenarios: OrderScenario[] = ORDER_STATUSES.flatMap((status) => [
  `order-${status}` as const,
  ...ORDER_SCENARIO_FLAGS.map((flag) => `order-${status}-${flag}` as const),
]);

export const scenarioNames: readonly ScenarioName[] = [...GENERAL_SCENARIOS, ...orderScenarios];

export function isOrderScenario(name: ScenarioName): name is OrderScenario {
  return name.startsWith('order-');
}

export function isScenarioName(value: unknown): value is ScenarioName {
  return scenarioNames.includes(value as ScenarioName);
}

/** `?scenario=NAME` in a page's query; undefined when absent or unknown. */
export function scenarioFromUrl(search: string): ScenarioName | undefined {
  const name = new URLSearchParams(search).get('scenario');
  return isScenarioName(name) ? name : undefined;
}
