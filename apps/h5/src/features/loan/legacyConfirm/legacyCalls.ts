import { type LegacyConfirm, legacyLoanApi } from '../../../api/index.ts';
import type { ConfirmCalls } from '../shared/confirmCalls.ts';

/** The older confirm page's calls; a module of their own, so loan confirm does not load them. */
export const legacyCalls: ConfirmCalls<LegacyConfirm> = {
  async load(productId, signal) {
    const [confirm, agreements] = await Promise.all([
      legacyLoanApi.getLegacyConfirm(productId, { signal }),
      legacyLoanApi.getLegacyAgreements({ signal }),
    ]);
    return { confirm, agreements };
  },
  agreementUrl: ({ productId, position }) =>
    legacyLoanApi.getLegacyAgreementUrl({ productId, position }),
  push: (productId) => legacyLoanApi.pushLegacyLoan(productId),
};
