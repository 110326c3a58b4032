import { toast } from '@hiram/ui';
import { config } from '../config/env.ts';
import { getSession, withPageProduct } from '../session/index.ts';
import { createHttp } from './http.ts';
import { currentApiMessages } from './messages.ts';

/**
 * The app's API client: `config.apiBase`, the current session (with the product the page's
 * address names: spec section 7 mirrors the page's product ids into every call), the app-wide toast.
 */
export const http = createHttp({
  baseURL: config.apiBase,
  getSession: () =>
    withPageProduct(getSession(), typeof location === 'undefined' ? '' : location.search),
  // Looked up per call, so whatever `fetch` is installed at that moment is used.
  fetch: (input, init) => globalThis.fetch(input, init),
  toast,
  messages: currentApiMessages,
});
