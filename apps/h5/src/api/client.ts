import { toast } from '@hiram/ui';
import { config } from '../config/env.ts';
import { getSession } from '../session/index.ts';
import { createHttp } from './http.ts';
import { currentApiMessages } from './messages.ts';

/** The app's API client: `config.apiBase`, the current session, the app-wide toast. */
export const http = createHttp({
  baseURL: config.apiBase,
  getSession,
  // Looked up per call, so whatever `fetch` is installed at that moment is used.
  fetch: (input, init) => globalThis.fetch(input, init),
  toast,
  messages: currentApiMessages,
});
