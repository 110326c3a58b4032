import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

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
  const held = new RegExp(`^/assets/${name}-[\\w-]+\\.js$`);
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', appUrl);
    if (held.test(url.pathname)) {
      asked = true;
      await released;
    }
    const upstream = await fetch(url);
    response.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
    });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    /** Whether the page has asked for the chunk. */
    asked: () => asked,
    release,
    close: () => {
      release();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
