/**
 * The mock backend's named scenarios: the general ones here, the others in their domain's
 * folder. Kept free of the mock itself, so the developer page can list them without loading msw.
 */
import { BANK_SCENARIOS, type BankScenario } from './bank/scenarios.ts';
import { COMPLAINT_SCENARIOS, type ComplaintScenario } from './complaint/scenarios.ts';
import { LOAN_SCENARIOS, type LoanScenario } from './loan/scenarios.ts';
import {
  ORDER_SPECIAL_SCENARIOS,
  type OrderScenario,
  type OrderSpecialScenario,
  orderScenarios,
} from './order/scenarios.ts';
import { PROMO_SCENARIOS, type PromoScenario } from './promo/scenarios.ts';
import { REPAY_SCENARIOS, type RepayScenario } from './repay/scenarios.ts';

export {
  isOrderScenario,
  ORDER_SCENARIO_FLAGS,
  ORDER_STATUSES,
  type OrderScenario,
  type OrderScenarioFlag,
  type OrderStatus,
} from './order/scenarios.ts';

/** Scenarios of no one domain: the default, empty lists, failures and hostile answers. */
const GENERAL_SCENARIOS = [
  'default',
  'empty-lists',
  'server-error',
  'http-error',
  'network-error',
  'slow',
  'malformed-envelope',
  'malformed-data',
  'malformed-json',
  'hostile',
] as const;

export type GeneralScenario = (typeof GENERAL_SCENARIOS)[number];

/** The named scenarios of the domains, besides the order statuses. */
export type DomainScenario =
  | LoanScenario
  | OrderSpecialScenario
  | RepayScenario
  | BankScenario
  | ComplaintScenario
  | PromoScenario;

export type ScenarioName = GeneralScenario | DomainScenario | OrderScenario;

export const scenarioNames: readonly ScenarioName[] = [
  ...GENERAL_SCENARIOS,
  ...LOAN_SCENARIOS,
  ...ORDER_SPECIAL_SCENARIOS,
  ...REPAY_SCENARIOS,
  ...BANK_SCENARIOS,
  ...COMPLAINT_SCENARIOS,
  ...PROMO_SCENARIOS,
  ...orderScenarios,
];

export function isScenarioName(value: unknown): value is ScenarioName {
  return scenarioNames.includes(value as ScenarioName);
}

/** `?scenario=NAME` in a page's query; undefined when absent or unknown. */
export function scenarioFromUrl(search: string): ScenarioName | undefined {
  const name = new URLSearchParams(search).get('scenario');
  return isScenarioName(name) ? name : undefined;
}
