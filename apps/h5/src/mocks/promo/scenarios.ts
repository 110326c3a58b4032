export const PROMO_SCENARIOS = ['code-101', 'code-11', 'code-minus-1', 'register-refused'] as const;

export type PromoScenario = (typeof PROMO_SCENARIOS)[number];
