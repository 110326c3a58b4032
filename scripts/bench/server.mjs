// @ts-check
// One local server for the bench: the app build as a static host (contract section 2,
// "Hosting"), the reference pages, and optionally the stub backend, with brotli; over plain
// HTTP/1.1, or HTTPS with HTTP/2.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { extname, join, posix, resolve, sep } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/** Where the reference pages live; no app route starts with it. */
export const REFERENCE_BASE = '/__bench/';

/** @typedef {(request: Request) => Promise<Response | undefined>} ApiHandler */

/**
 * @typedef {object} ServerOptions
 * @property {string} app the app build
 * @property {string} [reference] the reference pages' build, served under REFERENCE_BASE
 * @property {{ prefix: string; handle: ApiHandler; files?: Record<string, string> }} [api] the
 *   stub backend: requests under `prefix` go to `handle`; `files` maps path prefixes to folders
 *   it serves beside (the pictures its answers point to)
 * @property {{ key: Buffer; cert: Buffer }} [tls] serve HTTPS with HTTP/2 (HTTP/1.1 for clients
 *   without it) instead of plain HTTP/1.1
 */

/** @typedef {{ method: string; path: string; status: number }} ApiCall */

/** @typedef {import('node:http').IncomingMessage | import('node:http2').Http2ServerRequest} Req */
/** @typedef {import('node:http').ServerResponse | import('node:http2').Http2ServerResponse} Res */

/**
 * A response's bytes, plain and (when worth it) brotli-compressed.
 * @typedef {object} Answer
 * @property {number} [status]
 * @property {string} type
 * @property {string} cache
 * @property {Buffer} raw
 * @property {Buffer} [br]
 * @property {Record<string, string>} [headers]
 */

const TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
});
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;
/** Source maps only reach Lighthouse after the trace; brotli at its best takes seconds on them. */
const compressible = (/** @type {string} */ file) =>
  COMPRESSIBLE.test(TYPES[extname(file)] ?? '') && !file.endsWith('.map');

/** Vite's hashed output never changes under its name; everything else is revalidated. */
const cacheControl = (/** @type {string} */ path) =>
  path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

/** @type {Map<string, { raw: Buffer; br: Buffer | undefined }>} */
const fileCache = new Map();

/** @param {string} file */
function cachedFile(file) {
  let entry = fileCache.get(file);
  if (!entry) {
    const raw = readFileSync(file);
    entry = { raw, br: compressible(file) ? brotliCompressSync(raw) : undefined };
    fileCache.set(file, entry);
  }
  return entry;
}

/**
 * Compresses every file under `dir` ahead of the first request, so no measured request waits
 * for brotli.
 * @param {string} dir
 */
function warm(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = join(entry.parentPath, entry.name);
    if (entry.isFile() && compressible(file)) cachedFile(file);
  }
}

/** A warmed file counts even once a rebuild removed it: the server keeps the build it started on. */
const isFile = (/** @type {string} */ file) =>
  fileCache.has(file) || (existsSync(file) && statSync(file).isFile());

/**
 * The file under `root` for a URL path, or undefined when the path leaves `root`.
 * @param {string} root @param {string} path
 */
function inside(root, path) {
  const file = resolve(root, `.${posix.normalize(path)}`);
  return file === root || file.startsWith(root + sep) ? file : undefined;
}

/**
 * A static host's answer for the app: `/<path>` is `<path>/index.html` when the build has it,
 * a real file is itself, anything else is `index.html`.
 * @param {string} root @param {string} path
 */
function appFile(root, path) {
  const file = inside(root, path);
  if (file) {
    const page = join(file, 'index.html');
    if (isFile(page)) return page;
    if (isFile(file)) return file;
  }
  return join(root, 'index.html');
}

/** @param {string} root @param {string} path */
function plainFile(root, path) {
  const file = inside(root, path.endsWith('/') ? `${path}index.html` : path);
  return file && isFile(file) ? file : undefined;
}

/**
 * @param {Req} req
 * @returns {Promise<Buffer>}
 */
async function body(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(/** @type {Buffer} */ (chunk));
  return Buffer.concat(chunks);
}

/**
 * @param {Req} req
 * @param {string} origin
 */
async function toFetchRequest(req, origin) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // HTTP/2's pseudo-headers (`:path`, `:authority`…) are the request line, not headers.
    if (name.startsWith(':')) continue;
    for (const item of [value ?? []].flat()) headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? new Uint8Array(await body(req)) : undefined,
  });
}

/**
 * @param {Req} req
 * @param {Res} res
 * @param {Answer} answer
 */
function send(req, res, { status = 200, type, cache, raw, br, headers = {} }) {
  const wantsBr = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const bytes = wantsBr && br ? br : raw;
  res.writeHead(status, {
    ...headers,
    'Content-Type': type,
    'Cache-Control': cache,
    'Content-Length': String(bytes.length),
    ...(br ? { Vary: 'Accept-Encoding' } : {}),
    ...(wantsBr && br ? { 'Content-Encoding': 'br' } : {}),
  });
  if (req.method === 'HEAD') res.end();
  else res.end(bytes);
}

/**
 * @param {Req} req
 * @param {Res} res
 * @param {string} file
 * @param {string} cache
 */
function sendFile(req, res, file, cache) {
  const { raw, br } = cachedFile(file);
  send(req, res, { type: TYPES[extname(file)] ?? 'application/octet-stream', cache, raw, br });
}

/**
 * @param {Req} req
 * @param {Res} res
 * @param {Response} response
 */
async function sendResponse(req, res, response) {
  const raw = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  /** @type {Record<string, string>} */
  const headers = {};
  for (const [name, value] of response.headers) {
    if (!['content-type', 'content-length', 'content-encoding', 'cache-control'].includes(name)) {
      headers[name] = value;
    }
  }
  send(req, res, {
    status: response.status,
    type,
    cache: response.headers.get('cache-control') ?? 'no-store',
    raw,
    br: COMPRESSIBLE.test(type) && raw.length > 0 ? brotliCompressSync(raw) : undefined,
    headers,
  });
}

/**
 * @param {Res} res
 * @param {number} status
 * @param {string} text
 */
function sendText(res, status, text) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

/**
 * Starts the server on an ephemeral port of 127.0.0.1.
 * @param {ServerOptions} options
 * @returns {Promise<{ origin: string; apiCalls: ApiCall[]; close: () => Promise<void> }>}
 */
export async function startServer({ app, reference, api, tls }) {
  const appRoot = resolve(app);
  const referenceRoot = reference === undefined ? undefined : resolve(reference);
  const served = [
    appRoot,
    ...(referenceRoot ? [referenceRoot] : []),
    ...Object.values(api?.files ?? {}),
  ];
  for (const dir of served) warm(dir);
  /** @type {ApiCall[]} */
  const apiCalls = [];
  let origin = '';

  /** @param {Req} req @param {Res} res */
  const handle = async (req, res) => {
    try {
      const { pathname } = new URL(req.url ?? '/', origin);
      const path = decodeURIComponent(pathname);
      if (api && path.startsWith(api.prefix)) {
        const response = await api.handle(await toFetchRequest(req, origin));
        apiCalls.push({ method: req.method ?? 'GET', path, status: response?.status ?? 404 });
        if (response) await sendResponse(req, res, response);
        else sendText(res, 404, 'No stub answer');
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        sendText(res, 405, 'Method not allowed');
        return;
      }
      for (const [prefix, dir] of Object.entries(api?.files ?? {})) {
        const file = path.startsWith(prefix) && plainFile(dir, path.slice(prefix.length - 1));
        if (file) return sendFile(req, res, file, 'no-cache');
      }
      if (path.startsWith(REFERENCE_BASE)) {
        const file =
          referenceRoot && plainFile(referenceRoot, path.slice(REFERENCE_BASE.length - 1));
        if (file) sendFile(req, res, file, cacheControl(path.slice(REFERENCE_BASE.length - 1)));
        else sendText(res, 404, 'Not found');
        return;
      }
      const file = appFile(appRoot, path);
      sendFile(req, res, file, file.endsWith('.html') ? 'no-cache' : cacheControl(path));
    } catch (error) {
      console.error(`[bench server] ${req.method} ${req.url}:`, error);
      if (!res.headersSent) sendText(res, 500, 'Bench server error');
      else res.destroy();
    }
  };
  const server = tls
    ? createSecureServer({ ...tls, allowHTTP1: true }, handle)
    : createServer(handle);
  /** Open connections, closed with the server (an HTTP/2 one stays open between requests). */
  const sockets = new Set();
  server.on(
    tls ? 'secureConnection' : 'connection',
    (/** @type {import('node:net').Socket} */ socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    },
  );

  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done(undefined));
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The bench server has no port');
  origin = `${tls ? 'https' : 'http'}://127.0.0.1:${address.port}`;
  return {
    origin,
    apiCalls,
    close: () =>
      new Promise((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
