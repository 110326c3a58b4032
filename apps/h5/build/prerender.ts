import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { chunkPreloads, type Manifest } from './chunkPreloads.ts';

/** The app code every page runs after its entry: loaded by the entry, so preloaded by the page. */
const APP_START = 'src/app/startApp.tsx';
const SERVER_ENTRY = 'src/prerender/serverEntry.ts';

type ServerEntry = typeof import('../src/prerender/serverEntry.ts');

/**
 * After the browser build, builds the app once more for Node and writes every route's page
 * (contract section 2, "Hosting") from what it renders.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'hiram-prerender',
    apply: (_, env) => !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      // Inside the project, so Node finds the packages the server build leaves external.
      const serverDir = join(config.cacheDir, 'prerender');
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: SERVER_ENTRY, outDir: serverDir, emptyOutDir: true, sourcemap: false },
      });
      try {
        const server: ServerEntry = await import(
          pathToFileURL(join(serverDir, 'serverEntry.js')).href
        );
        const manifest: Manifest = JSON.parse(
          readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
        );
        const templates = new Map<string, string>();
        for (const page of server.prerenderPlan()) {
          const template =
            templates.get(page.template) ?? readFileSync(join(outDir, page.template), 'utf8');
          templates.set(page.template, template);
          const preloads = chunkPreloads(
            manifest,
            [APP_START, `src/${page.route.screen}`],
            config.base,
          );
          const html = server.pageHtml(template, await server.renderPage(page), preloads);
          const file = join(outDir, page.file);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, html);
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
