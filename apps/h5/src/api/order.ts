import { callWith } from './callWith.ts';
import { http } from './client.ts';
import type { CallOptions, Http } from './http.ts';
import { orderAnswers } from './schemas/order.ts';

export interface OrderRef {
  productId: string;
  orderId: string;
}

export interface EventLog {
  productId: string;
  /** 30 for 'Borrow Again'. */
  moduleId: number;
  positionId: string | number;
}

export function createOrderApi(api: Http) {
  const call = callWith(api, orderAnswers);
  return {
    getOrderDetail: (order: OrderRef, options?: CallOptions) =>
      call('loanDetails', { ...order }, options),

    /** Sends the rating; the score is always 5, whatever the stars. */
    submitRating: async (options?: CallOptions): Promise<void> => {
      await call('googleScore', {}, options);
    },

    logEvent: async (event: EventLog, options?: CallOptions): Promise<void> => {
      await call('saveEvent', { ...event }, options);
    },

    getUnionErrorInfo: (options?: CallOptions) => call('unionErrorInfo', {}, options),

    /** Counts a click on a recommended product (module 18). */
    countProductClick: async (productId: string, options?: CallOptions): Promise<void> => {
      await call('because', { productId }, options);
    },

    /** Where a recommended product leads: an http(s) URL, else a native page. */
    getProductTarget: async (productId: string, options?: CallOptions) =>
      (await call('define', { productId }, options)).url,
  };
}

export type OrderApi = ReturnType<typeof createOrderApi>;

export const orderApi: OrderApi = /* @__PURE__ */ createOrderApi(http);
