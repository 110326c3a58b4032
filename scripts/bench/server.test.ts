import { createHash, X509Certificate } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate } from './certificate.mjs';
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

/** The production build and the reference pages both servers serve. */
const pages = { app: join(root, 'app'), reference: join(root, 'reference') };

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer({
    ...pages,
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

describe('the bench server over HTTPS with HTTP/2 (--http2)', () => {
  const certificate = selfSignedCertificate();
  let secure: Awaited<ReturnType<typeof startServer>>;
  const headersSeen: string[][] = [];
  beforeAll(async () => {
    secure = await startServer({
      ...pages,
      api: {
        prefix: '/h5api/',
        handle: async (request) => {
          headersSeen.push([...request.headers.keys()]);
          return Response.json({ path: new URL(request.url).pathname });
        },
      },
      tls: { key: certificate.key, cert: certificate.cert },
    });
  });
  afterAll(() => secure.close());

  /** One HTTP/2 request, trusting only the bench's certificate. */
  const h2 = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer; version: string }>((done, fail) => {
      const session = connect(secure.origin, { ca: certificate.cert });
      session.on('error', fail);
      const stream = session.request({ ':path': path, ...headers });
      const chunks: Buffer[] = [];
      let responseHeaders: IncomingHttpHeaders = {};
      stream.on('response', (received) => {
        responseHeaders = received;
      });
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const version = session.alpnProtocol ?? '';
        session.close();
        done({ headers: responseHeaders, body: Buffer.concat(chunks), version });
      });
      stream.on('error', fail);
      stream.end();
    });

  it('speaks HTTP/2 on https, with a certificate for 127.0.0.1 that its SPKI hash names', async () => {
    expect(secure.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const page = await h2('/loanDetail');
    expect(page.version).toBe('h2');
    expect(page.headers[':status']).toBe(200);
    expect(page.body.toString()).toBe('order details');
    const key = new X509Certificate(certificate.cert).publicKey.export({
      type: 'spki',
      format: 'der',
    });
    expect(createHash('sha256').update(key).digest('base64')).toBe(certificate.spki);
  });

  it('compresses the same way and hands the stub no pseudo-headers', async () => {
    const asset = await h2('/assets/main-abc123.js', { 'accept-encoding': 'br' });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.body).toString()).toBe(files['app/assets/main-abc123.js']);
    const answer = await h2('/h5api/known');
    expect(JSON.parse(answer.body.toString())).toEqual({ path: '/h5api/known' });
    expect(headersSeen.flat().filter((name) => name.startsWith(':'))).toEqual([]);
    expect(secure.apiCalls).toEqual([{ method: 'GET', path: '/h5api/known', status: 200 }]);
  });
});
