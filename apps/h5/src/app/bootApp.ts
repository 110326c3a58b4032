import { http } from '../api/client.ts';
import type { Http } from '../api/http.ts';
import { matchRoute, routerLocation } from '../routes/matchRoute.ts';
import type { ScreenRoute } from '../routes/routeTypes.ts';
import { type Session, startSession } from '../session/index.ts';
import type { StartOptions } from './startApp.tsx';

export interface BootOptions {
  routes: readonly ScreenRoute[];
  /** `hash` for `promo.html`, so any static host serves it. */
  history: 'browser' | 'hash';
}

export interface BootSteps {
  startSession: () => Session;
  /** Resolves once the mock backend answers (mock mode only). */
  startMock: () => Promise<void>;
  prefetch: Http['prefetch'];
  location: () => Pick<Location, 'pathname' | 'search' | 'hash'>;
  startApp: (options: StartOptions) => Promise<void>;
}

async function startMock(): Promise<void> {
  if (import.meta.env.VITE_MOCK !== 'on') return;
  const { startMockWorker, scenarioFromUrl } = await import('../mocks/browser.ts');
  await startMockWorker(scenarioFromUrl(window.location.search));
}

const browserSteps: BootSteps = {
  startSession: () => startSession(),
  startMock,
  prefetch: (call) => http.prefetch(call),
  location: () => window.location,
  startApp: async (options) => (await import('./startApp.tsx')).startApp(options),
};

/**
 * The entry: reads the session, sends the matched route's data calls, and only then loads the
 * app and the screen, so the answers travel beside their code instead of after it.
 */
export async function bootApp({ routes, history }: BootOptions, steps = browserSteps) {
  const session = steps.startSession();
  await steps.startMock();
  const { pathname, search } = routerLocation(history, steps.location());
  const route = matchRoute(routes, pathname);
  for (const call of route?.data?.({ search, session }) ?? []) steps.prefetch(call);
  await steps.startApp({ routes, history, session, route });
}
