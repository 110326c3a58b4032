import { http } from '../api/client.ts';
import type { Http } from '../api/http.ts';
import { trackPageBehind } from '../bridge/index.ts';
import { loadsCodeAtOnce } from '../routes/loadsCodeAtOnce.ts';
import { matchRoute, routerLocation } from '../routes/matchRoute.ts';
import type { ScreenRoute } from '../routes/routeTypes.ts';
import { type Session, startSession } from '../session/index.ts';
import { BOOT_FAILURE_ID, showBootFailure } from './bootFailure.ts';
import type { startApp } from './startApp.tsx';

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
  /** Resolves in a task of its own, after whatever the browser has queued. */
  nextTask: () => Promise<void>;
  /** Resolves once the page has painted. */
  firstPaint: () => Promise<void>;
  /** Fetches and evaluates the app and the framework. */
  loadApp: () => Promise<typeof startApp>;
  /** Shows, in place of the page's loading state, that the app's code could not be fetched. */
  showBootFailure: () => void;
  /** Calls `listener` each time Back or Forward brings the page out of the browser's cache. */
  whenRestored: (listener: () => void) => void;
  reload: () => void;
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** After the next paint; at once in a hidden tab, which paints nothing. */
function firstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState !== 'visible') return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

async function startMock(): Promise<void> {
  if (import.meta.env.VITE_MOCK !== 'on') return;
  const { startMockWorker, scenarioFromUrl } = await import('../mocks/browser.ts');
  await startMockWorker(scenarioFromUrl(window.location.search));
}

const browserSteps: BootSteps = {
  startSession: () => {
    trackPageBehind(window.history);
    return startSession();
  },
  startMock,
  prefetch: (call) => http.prefetch(call),
  location: () => window.location,
  nextTask,
  firstPaint,
  loadApp: async () => (await import('./startApp.tsx')).startApp,
  showBootFailure: () => void showBootFailure(document, BOOT_FAILURE_ID),
  whenRestored: (listener) =>
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) listener();
    }),
  reload: () => window.location.reload(),
};

/**
 * The entry: reads the session, sends the matched route's data calls, and only then loads the
 * app and the screen, so the answers travel beside their code instead of after it. A page that
 * shows its prerendered content without code (see `loadsCodeAtOnce`) loads it once that has painted.
 * Evaluating code is a long task on a cheap phone, so what follows each evaluation waits for a task
 * of its own: the page answers a tap in between.
 */
export async function bootApp({ routes, history }: BootOptions, steps = browserSteps) {
  await steps.nextTask();
  const session = steps.startSession();
  await steps.startMock();
  const { pathname, search } = routerLocation(history, steps.location());
  const route = matchRoute(routes, pathname);
  // A page Back brings out of the cache shows what it showed when it was left: a data screen's
  // old answers (the amount due before the borrower paid), a button still busy sending them to
  // the pay page. A data screen loads anew instead; the others come back as they were.
  steps.whenRestored(() => {
    const shown = matchRoute(routes, routerLocation(history, steps.location()).pathname);
    if (shown?.data) steps.reload();
  });
  const calls = route?.data?.({ search, session }) ?? [];
  for (const call of calls) steps.prefetch(call);
  if (!route || !loadsCodeAtOnce(route)) await steps.firstPaint();
  // Fetched beside the app's code; the app takes it from the module cache.
  route?.load().catch(() => undefined);
  const startApp = await steps.loadApp().catch((error: unknown) => {
    // A dropped connection on the framework's chunk would leave the skeleton up for good.
    steps.showBootFailure();
    throw error;
  });
  await steps.nextTask();
  await startApp({ routes, history, session, route }).catch((error: unknown) => {
    // Its own first imports (another language's words, the typed fields' take-over) likewise.
    steps.showBootFailure();
    throw error;
  });
}
