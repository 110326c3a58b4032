import type * as v from 'valibot';
import type { legacyConfirmSchema } from '../../api/schemas/legacyLoanAnswers.ts';
import type { agreementsSchema } from '../../api/schemas/loan.ts';
import { agreements, type LoanConfirmInput, legacyConfirm, loanConfirm } from './fixtures.ts';

export interface LoanSlice {
  loanConfirm: LoanConfirmInput;
  legacyConfirm: v.InferInput<typeof legacyConfirmSchema>;
  agreements: Extract<v.InferInput<typeof agreementsSchema>, unknown[]>;
}

export function loanSlice(): LoanSlice {
  return { loanConfirm: loanConfirm(), legacyConfirm: legacyConfirm(), agreements: agreements() };
}
