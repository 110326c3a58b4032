export const COMPLAINT_SCENARIOS = ['upload-rejected', 'score-rejected'] as const;

export type ComplaintScenario = (typeof COMPLAINT_SCENARIOS)[number];
