import { proxyOf } from './proxy.ts';

/**
 * Serves `appUrl`'s files, but holds back the chunk named `name` (`/assets/<name>-<hash>.js`)
 * until `release()`, as a slow network keeps a layer's code on its way while the borrower taps.
 */
export async function chunkHeldBack(appUrl: string, name: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  const paths: string[] = [];
  const held = new RegExp(`^/assets/${name}-[\\w-]+\\.js$`);
  const proxy = await proxyOf(appUrl, async ({ url, body }, response) => {
    paths.push(url.pathname);
    if (held.test(url.pathname)) {
      asked = true;
      await released;
    }
    response.end(body);
  });
  return {
    origin: proxy.origin,
    /** Whether the page has asked for the chunk. */
    asked: () => asked,
    /** Whether the page has asked for a chunk named `other` (any hash). */
    askedFor: (other: string) =>
      paths.some((path) => new RegExp(`^/assets/${other}-[\\w-]+\\.js$`).test(path)),
    release,
    close: () => {
      release();
      return proxy.close();
    },
  };
}
