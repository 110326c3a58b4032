export const LOAN_SCENARIOS = ['loan-agreement-popup', 'loan-no-point-out', 'cap-breach'] as const;

export type LoanScenario = (typeof LOAN_SCENARIOS)[number];
