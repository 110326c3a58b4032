import { callWith } from './callWith.ts';
import { http } from './client.ts';
import type { CallOptions, Http } from './http.ts';
import type { OrderRef } from './order.ts';
import { repayAnswers } from './schemas/repay.ts';

export interface PayCodeRequest extends OrderRef {
  /** Minor units: the delay amount for a rollover, else the repay amount. */
  amount: number;
  /** The chosen channel's `channel_number`. */
  channelNumber: string;
  rollover: boolean;
}

export interface RepaymentCommitPayload {
  amount: number;
  bankName: string;
  cardId: string;
  cardNo: string;
  couponId: string | null;
  orderId: string;
  repayToken: string;
  bankCode: string;
  sendMsg: 0 | 1;
}

export interface RepaymentConfirmPayload {
  orderId: string;
  verifyCode: string;
  repaymentRecordId: string;
}

export interface AlipayTypePayload {
  userId: string;
  orderId: string;
  amount: number;
}

export function createRepayApi(api: Http) {
  const call = callWith(api, repayAnswers);
  return {
    getInstallmentDetail: (order: OrderRef, options?: CallOptions) =>
      call('loanPlayDetail', { ...order }, options),

    getRolloverDetail: (order: OrderRef, options?: CallOptions) =>
      call('catalysts', { ...order }, options),

    /** Resolves to the `payUrl` to send the browser to. */
    generatePayCode: async ({ rollover, ...request }: PayCodeRequest, options?: CallOptions) =>
      (await call('generateVcode', { ...request, isDelay: rollover ? 1 : undefined }, options))
        .payUrl,

    getRepaymentWay: (orderId: string, options?: CallOptions) =>
      call('repaymentWay', { orderId }, options),

    commitRepayment: (payload: RepaymentCommitPayload, options?: CallOptions) =>
      call('repaymentCommit', { ...payload }, options),

    /** Rejects with code 800006 (wrong code) or 800005 (duplicate) among others. */
    confirmRepayment: async (
      payload: RepaymentConfirmPayload,
      options?: CallOptions,
    ): Promise<void> => {
      await call('repaymentConfirm', { ...payload }, options);
    },

    /** The alipay-type flow; resolves to the URL to send the browser to. */
    startAlipayRepayment: async (payload: AlipayTypePayload, options?: CallOptions) =>
      (await call('repaymentHuichao', { ...payload }, options)).url,
  };
}

export type RepayApi = ReturnType<typeof createRepayApi>;

export const repayApi: RepayApi = /* @__PURE__ */ createRepayApi(http);
