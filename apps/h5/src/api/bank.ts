import { callWith } from './callWith.ts';
import { http } from './client.ts';
import type { CallOptions, Http } from './http.ts';
import { bankAnswers } from './schemas/bank.ts';

export interface BindCardPayload {
  productId: string;
  /** The selected tab. */
  cardType: string | number;
  /** Each form item's code -> its value (enum items: the option's type code). */
  values: Readonly<Record<string, string>>;
  /** `loanDetail` when the order page sent the user here. */
  source?: string;
}

export function createBankApi(api: Http) {
  const call = callWith(api, bankAnswers);
  return {
    /** The bank form items. */
    getBankForm: (productId: string, options?: CallOptions) =>
      call('cardInit', { product_id: productId }, options),

    bindCard: async (
      { productId, cardType, values, source }: BindCardPayload,
      options?: CallOptions,
    ): Promise<void> => {
      const key = source === 'loanDetail' ? 'bindCardLoan' : 'bindCardNew';
      await call(key, { ...values, cardType, product_id: productId }, options);
    },
  };
}

export type BankApi = ReturnType<typeof createBankApi>;

export const bankApi: BankApi = /* @__PURE__ */ createBankApi(http);
