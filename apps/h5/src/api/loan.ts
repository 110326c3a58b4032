import { callWith } from './callWith.ts';
import { http } from './client.ts';
import type { CallOptions, Http } from './http.ts';
import { loanAnswers } from './schemas/loanAnswers.ts';

export interface AgreementTarget {
  productId: string;
  position: string;
  orderId: string;
}

export interface LoanPush {
  /** Minor units, as the confirm data gave it. */
  amount: number;
  periods: number;
  termUnit: string;
  productId: string;
}

/** Loan confirm's (V3) calls. */
export function createLoanApi(api: Http) {
  const call = callWith(api, loanAnswers);
  return {
    /** Loan confirm (V3) data. */
    getLoanConfirm: (productId: string, options?: CallOptions) =>
      call('loanDetailConfirm', { productId }, options),

    /** The agreements listed under the checkbox (scene 3). */
    getAgreements: (productId: string, options?: CallOptions) =>
      call('contract', { productId }, options),

    /** Resolves to the agreement's `contract_url`. */
    getAgreementUrl: async (target: AgreementTarget, options?: CallOptions) =>
      (await call('contractJump', { ...target }, options)).contract_url,

    /** Takes the loan; resolves to `lendDetailsUrl`. */
    pushLoan: async (loan: LoanPush, options?: CallOptions) =>
      (await call('loanDetailPush', { ...loan }, options)).lendDetailsUrl,
  };
}

export type LoanApi = ReturnType<typeof createLoanApi>;

export const loanApi: LoanApi = /* @__PURE__ */ createLoanApi(http);
