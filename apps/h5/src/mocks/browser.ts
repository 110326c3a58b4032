import { type SetupWorker, setupWorker } from 'msw/browser';
import { handlersFor } from './handlers.ts';
import type { ScenarioName } from './scenarios.ts';

export { scenarioFromUrl } from './scenarios.ts';

/**
 * Starts the in-browser mock backend (contract section 3, `VITE_MOCK=on`). The worker
 * script is `apps/h5/mock-public/mockServiceWorker.js`, served at the site root.
 */
export async function startMockWorker(scenario: ScenarioName = 'default'): Promise<SetupWorker> {
  const worker = setupWorker(...handlersFor(scenario));
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
  });
  return worker;
}
