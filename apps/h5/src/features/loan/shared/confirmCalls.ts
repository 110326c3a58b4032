import { type LegacyConfirm, type LoanConfirm, loanApi } from '../../../api/index.ts';
import type { ConfirmData } from './confirmScreenProps.ts';

export interface AgreementRequest {
  productId: string;
  position: string;
  orderId: string;
}

/** What a confirm page asks the server: the V3 calls or the older form calls. */
export interface ConfirmCalls<TConfirm extends LoanConfirm> {
  load(productId: string, signal: AbortSignal): Promise<ConfirmData<TConfirm>>;
  /** Resolves to the agreement page's URL. */
  agreementUrl(request: AgreementRequest): Promise<string>;
  /** Takes the loan; resolves to the URL of the lend details. */
  push(productId: string, confirm: TConfirm): Promise<string>;
}

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

export const legacyCalls: ConfirmCalls<LegacyConfirm> = {
  async load(productId, signal) {
    const [confirm, agreements] = await Promise.all([
      loanApi.getLegacyConfirm(productId, { signal }),
      loanApi.getLegacyAgreements({ signal }),
    ]);
    return { confirm, agreements };
  },
  agreementUrl: ({ productId, position }) => loanApi.getLegacyAgreementUrl({ productId, position }),
  push: (productId) => loanApi.pushLegacyLoan(productId),
};
