import { type SetupServer, setupServer } from 'msw/node';
import { config } from '../config/env.ts';
import { createStore, type MockStore, type StoreOptions } from './domains.ts';
import { handlersFor } from './handlers.ts';
import { clearJournal } from './journal.ts';
import type { ScenarioName } from './scenarios.ts';

export interface MockServer {
  server: SetupServer;
  /** The store the current scenario answers from. */
  readonly store: MockStore;
  /** Starts the scenario over a fresh store and clears the journal. */
  startScenario(scenario: ScenarioName): MockStore;
}

/** The mock backend for Vitest Node tests: `listen()` in beforeAll, `startScenario` per test. */
export function createMockServer(
  baseURL: string = config.apiBase,
  storeOptions: StoreOptions = {},
): MockServer {
  const server = setupServer();
  let store = createStore(storeOptions);
  const mock: MockServer = {
    server,
    get store() {
      return store;
    },
    startScenario(scenario) {
      store = createStore(storeOptions);
      server.resetHandlers(...handlersFor(scenario, { baseURL, store }));
      clearJournal();
      return store;
    },
  };
  mock.startScenario('default');
  return mock;
}
