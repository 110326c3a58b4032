import { http } from './client.ts';
import type { CallOptions, Http } from './http.ts';

export function createServiceApi(api: Http) {
  return {
    /** The messaging-app contact (smWa) and the email. */
    getContactInfo: (options?: CallOptions) => api.call('contactKfInfo', {}, options),
  };
}

export type ServiceApi = ReturnType<typeof createServiceApi>;

export const serviceApi: ServiceApi = createServiceApi(http);
