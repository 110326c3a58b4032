import { fn } from 'storybook/test';
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

/** Both confirm views' props besides `state`: checked, idle, no overlay, every callback a spy. */
export const confirmViewArgs = () => ({
  onRetry: fn(),
  currencyFlag: '0',
  checked: true,
  onCheckedChange: fn(),
  loanBusy: false,
  onLoan: fn(async () => {}),
  onOpenAgreement: fn(),
  overlay: null,
  onDismissOverlay: fn(),
  onStay: fn(),
  onLeave: fn(),
  onBack: fn(),
});
