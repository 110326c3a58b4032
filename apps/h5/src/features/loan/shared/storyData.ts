import { fn } from 'storybook/test';
import * as v from 'valibot';
import type { LegacyConfirm, LoanConfirm } from '../../../api/index.ts';
import { legacyConfirmSchema } from '../../../api/schemas/legacyLoanAnswers.ts';
import { agreementsSchema, loanConfirmSchema } from '../../../api/schemas/loan.ts';
import { linkGuard } from '../../../link/index.ts';
import { agreements, legacyConfirm, loanConfirm } from '../../../mocks/loan/fixtures.ts';
import { withCheckedUrls } from './checkedUrls.ts';
import type { ConfirmData } from './confirmScreenProps.ts';

/** The mock's confirm answers as a page hands them to its view: parsed, their URLs checked. */
export function v3Data(overrides: Partial<LoanConfirm> = {}): ConfirmData<LoanConfirm> {
  const confirm = { ...v.parse(loanConfirmSchema, loanConfirm()), ...overrides };
  return withCheckedUrls(
    { confirm, agreements: v.parse(agreementsSchema, agreements()) },
    linkGuard,
  );
}

export function legacyData(overrides: Partial<LegacyConfirm> = {}): ConfirmData<LegacyConfirm> {
  const confirm = { ...v.parse(legacyConfirmSchema, legacyConfirm()), ...overrides };
  return withCheckedUrls(
    { confirm, agreements: v.parse(agreementsSchema, agreements()) },
    linkGuard,
  );
}

/** Both confirm views' props besides `state`: checked, idle, no overlay, every callback a spy. */
export const confirmViewArgs = () => ({
  onRetry: fn(),
  currencyFlag: '0',
  /** The mock offer dates its payout itself (first payment less its 91 days). */
  now: Date.UTC(2025, 3, 15, 4),
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
