import type { AnswerFields, AnswerKey } from '../shared/hostileFields.ts';

export const serviceHostileFields = {
  contactKfInfo: { email: 'text', smWa: 'text' },
} satisfies Partial<Record<AnswerKey, AnswerFields>>;
