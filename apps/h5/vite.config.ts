import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { prerenderPages } from './build/prerender.ts';
import { stableStyledIds } from './build/stableStyledIds.ts';
import { staticHosting } from './build/staticHosting.ts';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const WORKER = '/mockServiceWorker.js';

function announceDemoHome(urls: readonly string[] | undefined) {
  const base = urls?.[0];
  if (base) console.warn(`\n  Demo home (device parameters, every screen): ${base}testPreview\n`);
}

const MOCK_IMAGES = '/mock-images/';

/** The worker and the mock backend's pictures, as `[public path, file]`. */
function mockAssets(): [string, string][] {
  const images = readdirSync(fromHere(`./mock-public${MOCK_IMAGES}`)).map(
    (name) => `${MOCK_IMAGES}${name}`,
  );
  return [WORKER, ...images].map((path) => [path, fromHere(`./mock-public${path}`)]);
}

/** Serves (and, in demo builds, ships) msw's worker and the mock pictures only when the mock backend is on. */
function mockWorker(enabled: boolean): Plugin {
  return {
    name: 'hiram-mock-worker',
    configureServer(server) {
      if (!enabled) return;
      server.httpServer?.once('listening', () =>
        setTimeout(() => announceDemoHome(server.resolvedUrls?.local)),
      );
      for (const [path, file] of mockAssets()) {
        server.middlewares.use(path, (_req, res) => {
          res.setHeader(
            'Content-Type',
            path.endsWith('.svg') ? 'image/svg+xml' : 'text/javascript',
          );
          res.end(readFileSync(file));
        });
      }
    },
    configurePreviewServer(server) {
      if (!enabled) return;
      server.httpServer?.once('listening', () => announceDemoHome(server.resolvedUrls?.local));
    },
    generateBundle() {
      if (!enabled) return;
      for (const [path, file] of mockAssets()) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: readFileSync(file) });
      }
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = { ...loadEnv(mode, fromHere('.'), 'VITE_'), ...process.env };
  return {
    plugins: [
      stableStyledIds(fromHere('../..')),
      react(),
      ...(isSsrBuild
        ? []
        : [mockWorker(env.VITE_MOCK === 'on'), prerenderPages(), staticHosting()]),
    ],
    resolve: { alias: { '@hiram/ui': fromHere('../../packages/ui/src/index.ts') } },
    build: {
      target: 'es2020',
      sourcemap: true,
      manifest: true,
      rolldownOptions: isSsrBuild
        ? {}
        : { input: { main: fromHere('index.html'), promo: fromHere('promo.html') } },
    },
  };
});
