import { afterEach, expect, test, vi } from 'vitest';
import { registerServiceWorker } from './serviceWorker.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

test('touches no service worker: nothing registered, none unregistered', () => {
  const touched: PropertyKey[] = [];
  const serviceWorker = new Proxy(
    {},
    {
      get: (_, key) => {
        touched.push(key);
        return () => Promise.resolve();
      },
    },
  );
  vi.stubGlobal('navigator', { serviceWorker });
  registerServiceWorker();
  expect(touched).toEqual([]);
});
