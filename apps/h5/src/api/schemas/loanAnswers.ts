import * as v from 'valibot';
import type { AnswerSchemaMap } from '../endpoints.ts';
import { target } from './fields.ts';
import { agreementsSchema, loanConfirmSchema } from './loan.ts';

const contractJumpSchema = v.object({ contract_url: target });

const loanPushSchema = v.object({ lendDetailsUrl: target });

/** The answers of loan confirm's (V3) calls. */
export const loanAnswers = {
  loanDetailConfirm: loanConfirmSchema,
  contract: agreementsSchema,
  contractJump: contractJumpSchema,
  loanDetailPush: loanPushSchema,
} satisfies AnswerSchemaMap;
