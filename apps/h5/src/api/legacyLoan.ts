import { callWith } from './callWith.ts';
import { http } from './client.ts';
import type { CallOptions, Http } from './http.ts';
import type { AgreementTarget } from './loan.ts';
import { legacyLoanAnswers } from './schemas/legacyLoanAnswers.ts';

/** The older confirm page's calls (form-encoded). */
export function createLegacyLoanApi(api: Http) {
  const call = callWith(api, legacyLoanAnswers);
  return {
    /** The older confirm page's data. */
    getLegacyConfirm: (productId: string, options?: CallOptions) =>
      call('satire', { productId }, options),

    /** The older confirm page's agreements (scene 3). */
    getLegacyAgreements: (options?: CallOptions) => call('cultures', {}, options),

    /** Resolves to the URL of the older page's agreement. */
    getLegacyAgreementUrl: async (
      target: Omit<AgreementTarget, 'orderId'>,
      options?: CallOptions,
    ) => (await call('misunderstood', { ...target }, options)).url,

    /** Takes the loan from the older page; resolves to the next URL. */
    pushLegacyLoan: async (productId: string, options?: CallOptions) =>
      (await call('depush', { productId }, options)).url,
  };
}

export type LegacyLoanApi = ReturnType<typeof createLegacyLoanApi>;

export const legacyLoanApi: LegacyLoanApi = /* @__PURE__ */ createLegacyLoanApi(http);
