import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One of `appUrl`'s files, fetched: what a proxy answers with. */
export interface Fetched {
  url: URL;
  type: string;
  body: Buffer;
}

/**
 * A local server in front of `appUrl`: it fetches each file asked for and lets `answer` write it,
 * its status and type already sent, so a test can change how the network delivers it.
 */
export async function proxyOf(
  appUrl: string,
  answer: (file: Fetched, response: ServerResponse) => void | Promise<void>,
) {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', appUrl);
    const upstream = await fetch(url);
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    const body = Buffer.from(await upstream.arrayBuffer());
    response.writeHead(upstream.status, { 'content-type': type });
    await answer({ url, type, body }, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
