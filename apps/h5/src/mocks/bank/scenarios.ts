export const BANK_SCENARIOS = ['bind-card-rejected'] as const;

export type BankScenario = (typeof BANK_SCENARIOS)[number];
