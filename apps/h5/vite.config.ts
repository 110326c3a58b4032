import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const WORKER = '/mockServiceWorker.js';

function announceDemoHome(urls: readonly string[] | undefined) {
  const base = urls?.[0];
  if (base) console.warn(`\n  Demo home (device parameters, every screen): ${base}testPreview\n`);
}

/** Serves (and, in demo builds, ships) msw's worker only when the mock backend is on. */
function mockWorker(enabled: boolean): Plugin {
  const source = () => readFileSync(fromHere(`./mock-public${WORKER}`), 'utf8');
  return {
    name: 'hiram-mock-worker',
    configureServer(server) {
      if (!enabled) return;
      server.httpServer?.once('listening', () =>
        setTimeout(() => announceDemoHome(server.resolvedUrls?.local)),
      );
      server.middlewares.use(WORKER, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(source());
      });
    },
    configurePreviewServer(server) {
      if (!enabled) return;
      server.httpServer?.once('listening', () => announceDemoHome(server.resolvedUrls?.local));
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: WORKER.slice(1), source: source() });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, fromHere('.'), 'VITE_'), ...process.env };
  return {
    plugins: [react(), mockWorker(env.VITE_MOCK === 'on')],
    resolve: { alias: { '@hiram/ui': fromHere('../../packages/ui/src/index.ts') } },
    build: {
      target: 'es2020',
      sourcemap: true,
      manifest: true,
      rolldownOptions: {
        input: { main: fromHere('index.html'), promo: fromHere('promo.html') },
      },
    },
  };
});
