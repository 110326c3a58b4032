import { callWith } from './callWith.ts';
import { http } from './client.ts';
import type { CallOptions, Http } from './http.ts';
import { promoAnswers } from './schemas/promo.ts';

export interface VisitTracking {
  page_id: string;
  user_from: string;
  client_type: string;
  utm_tag: string;
  app_from: string;
}

export interface SmsRequest {
  phone: string;
  capcode: string;
  sid: string;
  deviceId: string;
  appName: string;
  app_from: string;
  user_from: string;
  utm_tag: string;
}

export interface Registration extends SmsRequest {
  merchantNumber: string;
  userName: string;
  smsCode: string;
  invite_code: string;
  /** The landing config's id. */
  id: string;
}

export function createPromoApi(api: Http) {
  const call = callWith(api, promoAnswers);
  return {
    getLandingConfig: (templateId: string, options?: CallOptions) =>
      call('channelTemplate', { templateId }, options),

    trackVisit: async (visit: VisitTracking, options?: CallOptions): Promise<void> => {
      await call('trackVisit', { ...visit }, options);
    },

    /** Resolves to the captcha session id. */
    getSid: async (options?: CallOptions) => (await call('getSid', {}, options)).sid,

    /**
     * The captcha image's URL for `<img src>`. Pass a new `nonce` to load a fresh image
     * for the same sid (the browser would otherwise show the cached one).
     */
    captchaUrl: (sid: string, nonce?: string | number) =>
      api.url('getCaptcha', { sid, t: nonce === undefined ? undefined : String(nonce) }),

    /** Rejects with code 101 (refresh the captcha) or 11 (already registered) among others. */
    sendSms: async (request: SmsRequest, options?: CallOptions): Promise<void> => {
      await call('getSms', { ...request }, options);
    },

    /** Rejects with code 11 (already registered) or -1 (refresh the captcha) among others. */
    register: async (registration: Registration, options?: CallOptions): Promise<void> => {
      await call('register', { ...registration }, options);
    },

    trackClick: async (phone: string, options?: CallOptions): Promise<void> => {
      await call('trackClick', { phone }, options);
    },
  };
}

export type PromoApi = ReturnType<typeof createPromoApi>;

export const promoApi: PromoApi = /* @__PURE__ */ createPromoApi(http);
