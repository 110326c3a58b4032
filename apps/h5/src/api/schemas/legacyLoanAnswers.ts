import * as v from 'valibot';
import type { AnswerSchemaMap } from '../endpoints.ts';
import { text, urlSchema, when } from './fields.ts';
import { agreementsSchema, loanConfirmSchema } from './loan.ts';

/** The older confirm page adds the repayment date and the button label. */
export const legacyConfirmSchema = v.object({
  ...loanConfirmSchema.entries,
  repayDate: when,
  NewButtonMsg: text,
});

/** The answers of the older confirm page's calls. */
export const legacyLoanAnswers = {
  satire: legacyConfirmSchema,
  cultures: agreementsSchema,
  misunderstood: urlSchema,
  depush: urlSchema,
} satisfies AnswerSchemaMap;

export type LegacyConfirm = v.InferOutput<typeof legacyConfirmSchema>;
