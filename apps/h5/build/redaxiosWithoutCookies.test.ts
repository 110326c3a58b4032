import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { withoutXsrfRead } from './redaxiosWithoutCookies.ts';

const installed = readFileSync(
  fileURLToPath(new URL('../../../node_modules/redaxios/dist/redaxios.module.js', import.meta.url)),
  'utf8',
);

interface Client {
  post: (url: string, body: unknown) => Promise<{ data: unknown }>;
}
type Redaxios = { create: (options: Record<string, unknown>) => Client };

async function load(code: string): Promise<Redaxios> {
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  return ((await import(/* @vite-ignore */ url)) as { default: Redaxios }).default;
}

/** A `document` whose cookie getter counts its reads; the cookie names an XSRF token. */
function stubDocument() {
  const reads = vi.fn(() => 'XSRF-TOKEN=secret');
  vi.stubGlobal('document', {
    get cookie() {
      return reads();
    },
  });
  return reads;
}

/** Sends one JSON post through `redaxios`, answered by a stub fetch; returns what was sent. */
async function send(redaxios: Redaxios, options: Record<string, unknown> = {}) {
  const fetch = vi.fn(async () => new Response('{"code":0}', { status: 200 }));
  const client = redaxios.create({ baseURL: '/h5api', fetch, ...options });
  const answer = await client.post('/v3/loan', { productId: '7' });
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  return { url, init, answer };
}

afterEach(() => vi.unstubAllGlobals());

describe('withoutXsrfRead', () => {
  test('the installed redaxios reads the cookie on every request', async () => {
    const reads = stubDocument();
    const { init } = await send(await load(installed), {
      xsrfCookieName: 'XSRF-TOKEN',
      xsrfHeaderName: 'X-XSRF-TOKEN',
    });
    expect(reads).toHaveBeenCalledTimes(1);
    expect(init.headers).toMatchObject({ 'x-xsrf-token': 'secret' });
  });

  test('without the read, a request never touches document.cookie and is sent as before', async () => {
    const reads = stubDocument();
    const { url, init, answer } = await send(await load(withoutXsrfRead(installed)));
    expect(reads).not.toHaveBeenCalled();
    expect(url).toBe('/h5api/v3/loan');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"productId":"7"}');
    expect(init.headers).toEqual({ 'content-type': 'application/json' });
    expect(answer.data).toEqual({ code: 0 });
  });

  test('fails the build when redaxios no longer reads the cookie as expected', () => {
    expect(() => withoutXsrfRead('export default function redaxios() {}')).toThrow(
      /no longer reads the XSRF cookie/,
    );
  });
});
