import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Serves `appUrl`'s files through a pause: each HTML document stops just after the first `cut`
 * in its body for `pauseMs`, as a slow network delivers a page in pieces. The browser paints
 * what it has meanwhile, so a layout that depends on what is still to come shifts when it comes.
 */
export async function servedInPieces(appUrl: string, cut: string, pauseMs: number) {
  const server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', appUrl));
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    const body = Buffer.from(await upstream.arrayBuffer());
    response.writeHead(upstream.status, { 'content-type': type });
    const text = body.toString();
    const at = type.includes('text/html') ? text.indexOf(cut, text.indexOf('<body')) : -1;
    if (at < 0) {
      response.end(body);
      return;
    }
    response.write(text.slice(0, at + cut.length));
    setTimeout(() => response.end(text.slice(at + cut.length)), pauseMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
