import { type LoanConfirm, loanApi } from '../../../api/index.ts';
import type { ConfirmCalls } from '../shared/confirmCalls.ts';

/** Loan confirm's calls; a module of their own, so the older page does not load them. */
export const v3Calls: ConfirmCalls<LoanConfirm> = {
  async load(productId, signal) {
    const [confirm, agreements] = await Promise.all([
      loanApi.getLoanConfirm(productId, { signal }),
      loanApi.getAgreements(productId, { signal }),
    ]);
    return { confirm, agreements };
  },
  agreementUrl: (request) => loanApi.getAgreementUrl(request),
  push: (productId, { amount, periods, termUnit }) =>
    loanApi.pushLoan({ amount, periods, termUnit, productId }),
};
