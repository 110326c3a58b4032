import type { AnswerSchema, CallableKey } from '../endpoints.ts';
import { bankAnswers } from './bank.ts';
import { complaintAnswers } from './complaint.ts';
import { legacyLoanAnswers } from './legacyLoanAnswers.ts';
import { loanAnswers } from './loanAnswers.ts';
import { orderAnswers } from './order.ts';
import { promoAnswers } from './promo.ts';
import { repayAnswers } from './repay.ts';
import { serviceAnswers } from './service.ts';

/**
 * The schema of `data` in each endpoint's success answer. The client takes a call's schema
 * from its domain's map, so only the screens that call a domain load its schemas; this whole
 * map is for the types and for the mock's checks.
 */
export const answerSchemas = {
  ...loanAnswers,
  ...legacyLoanAnswers,
  ...orderAnswers,
  ...repayAnswers,
  ...bankAnswers,
  ...complaintAnswers,
  ...serviceAnswers,
  ...promoAnswers,
} satisfies Record<CallableKey, AnswerSchema>;
