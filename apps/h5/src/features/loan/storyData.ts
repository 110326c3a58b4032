import * as v from 'valibot';
import type { LegacyConfirm, LoanConfirm } from '../../api/index.ts';
import {
  agreementsSchema,
  legacyConfirmSchema,
  loanConfirmSchema,
} from '../../api/schemas/loan.ts';
import { agreements, legacyConfirm, loanConfirm } from '../../mocks/fixtures/loan.ts';
import type { ConfirmData } from './confirmCalls.ts';

/** The mock's confirm answers as the API hands them to a page. */
export function v3Data(overrides: Partial<LoanConfirm> = {}): ConfirmData<LoanConfirm> {
  return {
    confirm: { ...v.parse(loanConfirmSchema, loanConfirm()), ...overrides },
    agreements: v.parse(agreementsSchema, agreements()),
  };
}

export function legacyData(overrides: Partial<LegacyConfirm> = {}): ConfirmData<LegacyConfirm> {
  return {
    confirm: { ...v.parse(legacyConfirmSchema, legacyConfirm()), ...overrides },
    agreements: v.parse(agreementsSchema, agreements()),
  };
}
