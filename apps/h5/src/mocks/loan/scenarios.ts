export const LOAN_SCENARIOS = [
  'loan-agreement-popup',
  'loan-no-point-out',
  'cap-breach',
  'lend-details-file',
] as const;

export type LoanScenario = (typeof LOAN_SCENARIOS)[number];
