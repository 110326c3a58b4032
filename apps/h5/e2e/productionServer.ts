import { afterAll, beforeAll, inject } from 'vitest';
import { startServer } from '../../../scripts/bench/server.mjs';
import { startStubBackend, stubApi } from '../../../scripts/bench/stubBackend.mjs';

type Served = Awaited<ReturnType<typeof startServer>>;

/**
 * The production build served as a static host serves it, its API answered by the stub backend
 * (the app's mock backend in Node), for a test file's tests. Returns the server's getter.
 */
export function productionForFile(): () => Served {
  let served: Served | undefined;
  let stub: Awaited<ReturnType<typeof startStubBackend>> | undefined;
  beforeAll(async () => {
    stub = await startStubBackend();
    served = await startServer({ app: inject('productionDir'), api: stubApi(stub) });
  });
  afterAll(async () => {
    await served?.close();
    await stub?.close();
  });
  return () => {
    if (!served)
      throw new Error('The production build is not served: call productionForFile() at file level');
    return served;
  };
}
