import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_BASE, startServer } from './server.mjs';

const root = mkdtempSync(join(tmpdir(), 'bench-server-'));
const files: Record<string, string> = {
  'app/index.html': 'app shell',
  'app/loanDetail/index.html': 'order details',
  'app/promo.html': 'landing',
  'app/assets/main-abc123.js': 'console.log("main")'.repeat(100),
  'reference/static/index.html': 'static card',
  'pictures/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'secret.txt': 'outside',
};
for (const [file, text] of Object.entries(files)) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
}

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer({
    app: join(root, 'app'),
    reference: join(root, 'reference'),
    api: {
      prefix: '/h5api/',
      handle: async (request) =>
        new URL(request.url).pathname === '/h5api/known'
          ? Response.json({ method: request.method, body: await request.text() })
          : undefined,
      files: { '/pictures/': join(root, 'pictures') },
    },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });
const text = async (path: string) => (await get(path)).text();

/** The bytes as sent, path as given: fetch would normalise the path and decode brotli. */
const raw = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((done, fail) => {
    httpGet(`${server.origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', fail);
  });

describe('the bench server', () => {
  it('hosts the app as the contract says: a route file, a real file, else index.html', async () => {
    expect(await text('/loanDetail')).toBe('order details');
    expect(await text('/loanDetail/')).toBe('order details');
    expect(await text('/?sessionId=1')).toBe('app shell');
    expect(await text('/promo.html')).toBe('landing');
    expect(await text('/repayPeriod')).toBe('app shell');
    expect((await raw('/..%2Fsecret.txt')).body.toString()).toBe('app shell');
    expect((await raw('/assets/..%2F..%2Fsecret.txt')).body.toString()).toBe('app shell');
  });

  it('serves the reference pages under their own base, and nothing else there', async () => {
    expect(await text(`${REFERENCE_BASE}static/`)).toBe('static card');
    expect((await get(`${REFERENCE_BASE}missing/`)).status).toBe(404);
  });

  it('marks hashed assets immutable and pages for revalidation, with their types', async () => {
    const asset = await get('/assets/main-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const page = await get('/loanDetail');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('compresses with brotli when the browser accepts it', async () => {
    const plain = await get('/assets/main-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const response = await raw('/assets/main-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body.length).toBeLessThan(files['app/assets/main-abc123.js']?.length ?? 0);
    expect(brotliDecompressSync(response.body).toString()).toBe(files['app/assets/main-abc123.js']);
  });

  it('passes API calls to the stub backend and records them', async () => {
    const answer = await fetch(`${server.origin}/h5api/known?x=1`, { method: 'POST', body: 'a=1' });
    expect(await answer.json()).toEqual({ method: 'POST', body: 'a=1' });
    expect((await get('/h5api/unknown')).status).toBe(404);
    expect(server.apiCalls).toEqual([
      { method: 'POST', path: '/h5api/known', status: 200 },
      { method: 'GET', path: '/h5api/unknown', status: 404 },
    ]);
    expect(await text('/pictures/logo.svg')).toBe(files['pictures/logo.svg']);
  });
});
