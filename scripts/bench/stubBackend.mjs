// @ts-check
// The stub backend: the app's own msw mock backend (apps/h5/src/mocks), loaded through Vite
// because it is TypeScript reading import.meta.env, answering Fetch requests in Node.
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import { createServer } from 'vite';

/** Contract section 3: VITE_API_BASE's default, which production builds call. */
export const API_PREFIX = '/h5api/';
/** The pictures the mock answers point to (`/mock-images/…`), served beside the backend. */
export const MOCK_IMAGES = {
  prefix: '/mock-images/',
  dir: fileURLToPath(new URL('../../apps/h5/mock-public/mock-images', import.meta.url)),
};

/**
 * The stub as the bench server's `api` option: its answers under API_PREFIX, its pictures beside.
 * @param {{ handle: (request: Request) => Promise<Response | undefined> }} stub
 */
export function stubApi(stub) {
  return {
    prefix: API_PREFIX,
    handle: stub.handle,
    files: { [MOCK_IMAGES.prefix]: MOCK_IMAGES.dir },
  };
}

/** msw matches absolute URLs in Node; requests are moved to this origin before matching. */
const MOCK_ORIGIN = 'http://stub.invalid';

/** @typedef {import('msw').RequestHandler[]} Handlers */
/** @typedef {(scenario: string, options: { baseURL: string }) => Handlers} HandlersFor */

/**
 * Loads the mock backend's handlers. `reset()` starts the default scenario over a fresh store,
 * so every page run sees the same data.
 */
export async function startStubBackend() {
  const vite = await createServer({
    root: fileURLToPath(new URL('../../apps/h5', import.meta.url)),
    mode: 'hiram',
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = await vite.ssrLoadModule('/src/mocks/handlers.ts');
    const handlersFor = /** @type {HandlersFor} */ (module.handlersFor);
    const baseURL = `${MOCK_ORIGIN}${API_PREFIX.replace(/\/$/, '')}`;
    let handlers = handlersFor('default', { baseURL });
    return {
      reset() {
        handlers = handlersFor('default', { baseURL });
      },
      /** @param {Request} request */
      async handle(request) {
        const url = new URL(request.url);
        const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
        const moved = new Request(`${MOCK_ORIGIN}${url.pathname}${url.search}`, {
          method: request.method,
          headers: request.headers,
          body: hasBody ? await request.arrayBuffer() : undefined,
        });
        return getResponse(handlers, moved);
      },
      close: () => vite.close(),
    };
  } catch (error) {
    await vite.close();
    throw error;
  }
}
