import * as v from 'valibot';
import type { AnswerSchemaMap } from '../endpoints.ts';
import {
  flag,
  list,
  minorUnits,
  num,
  optNum,
  rows,
  target,
  text,
  urlSchema,
  when,
} from './fields.ts';

export const loanConfirmSchema = v.object({
  amount: minorUnits,
  /** The term in days: an offer without one (or of none) cannot be shown nor taken. */
  periods: v.pipe(num, v.minValue(1, 'a term of at least a day')),
  termUnit: text,
  details: rows,
  repay_plans: list(v.object({ title: text, description: text, amount: optNum, pay_time: when })),
  firstPayTime: when,
  firstPeriodDay: optNum,
  /** Minor units after fees deducted up front (contract section 5); 0 when absent: the amount. */
  netProceeds: optNum,
  pRateDsc: text,
  sendSms: flag,
  isPopType: flag,
  popContent: text,
  popTitle: text,
  popAgreementUrl: text,
  comProductLogo: text,
  comProductName: text,
});

/** The older confirm page adds the repayment date and the button label. */
export const legacyConfirmSchema = v.object({
  ...loanConfirmSchema.entries,
  repayDate: when,
  NewButtonMsg: text,
});

const agreementSchema = v.object({ title: text, position: text });

/** Agreements arrive as `{ data: [...] }` (new API) or as the list itself (older API). */
export const agreementsSchema = v.pipe(
  v.union([v.array(agreementSchema), v.object({ data: list(agreementSchema) })]),
  v.transform((value) => (Array.isArray(value) ? value : value.data)),
);

const contractJumpSchema = v.object({ contract_url: target });

const loanPushSchema = v.object({ lendDetailsUrl: target });

/** The answers of the loan API's calls. */
export const loanAnswers = {
  loanDetailConfirm: loanConfirmSchema,
  contract: agreementsSchema,
  contractJump: contractJumpSchema,
  loanDetailPush: loanPushSchema,
  satire: legacyConfirmSchema,
  cultures: agreementsSchema,
  misunderstood: urlSchema,
  depush: urlSchema,
} satisfies AnswerSchemaMap;

export type LoanConfirm = v.InferOutput<typeof loanConfirmSchema>;
export type LegacyConfirm = v.InferOutput<typeof legacyConfirmSchema>;
export type Agreement = v.InferOutput<typeof agreementSchema>;
