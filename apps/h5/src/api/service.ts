import { callWith } from './callWith.ts';
import { http } from './client.ts';
import type { CallOptions, Http } from './http.ts';
import { serviceAnswers } from './schemas/service.ts';

export function createServiceApi(api: Http) {
  const call = callWith(api, serviceAnswers);
  return {
    /** The messaging-app contact (smWa) and the email. */
    getContactInfo: (options?: CallOptions) => call('contactKfInfo', {}, options),
  };
}

export type ServiceApi = ReturnType<typeof createServiceApi>;

export const serviceApi: ServiceApi = /* @__PURE__ */ createServiceApi(http);
