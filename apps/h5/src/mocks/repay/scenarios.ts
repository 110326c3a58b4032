export const REPAY_SCENARIOS = [
  'repay-without-paycode',
  'repayment-alipay',
  'code-800006',
  'code-800005',
  'repayment-no-verify',
] as const;

export type RepayScenario = (typeof REPAY_SCENARIOS)[number];
