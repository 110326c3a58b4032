import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { ROUTE_CODE_META } from '../src/app/routeCode.ts';
import { loadsCodeAtOnce } from '../src/routes/loadsCodeAtOnce.ts';
import { routeSources } from '../src/routes/routeSources.ts';
import { chunkPreloads, type Manifest } from './chunkPreloads.ts';
import { routeCodeFile, routeCodeMap } from './routeCodeMap.ts';

/** The app code every page runs after its entry: loaded by the entry, preloaded by a data page. */
const APP_START = 'src/app/startApp.tsx';
const SERVER_ENTRY = 'src/prerender/serverEntry.ts';
const FIRST_LOAD = '.vite/first-load.json';

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
        // What an in-app navigation preloads (`src/app/routeCode.ts`), named in every page.
        const plan = server.prerenderPlan();
        const built = new Set(plan.flatMap((page) => page.routes.map((route) => route.id)));
        const sources = Object.entries(routeSources).filter(([id]) => built.has(id));
        const routeCode = routeCodeFile(
          routeCodeMap(manifest, Object.fromEntries(sources), {
            shared: [APP_START],
            base: config.base,
          }),
        );
        writeFileSync(join(outDir, routeCode.name), routeCode.body);
        const routeCodeMeta = `<meta name="${ROUTE_CODE_META}" content="${config.base}${routeCode.name}">`;
        const templates = new Map<string, string>();
        const firstLoad: Record<string, string[]> = {};
        for (const page of plan) {
          const template =
            templates.get(page.template) ??
            readFileSync(join(outDir, page.template), 'utf8').replace(
              '</head>',
              `  ${routeCodeMeta}\n  </head>`,
            );
          templates.set(page.template, template);
          const rendered = await server.renderPage(page);
          // A data screen or a screen of the visit needs its code and its words to show what it
          // is for; a static page paints without them.
          const { screen, text, parts = [] } = page.source;
          const appCode = chunkPreloads(
            manifest,
            [
              APP_START,
              ...[{ module: screen, text }, ...parts].flatMap((part) => [
                ...(part.module ? [`src/${part.module}`] : []),
                `src/${part.text}/${rendered.lang}.ts`,
              ]),
            ],
            config.base,
          );
          const pageCode = [
            ...new Set([...chunkPreloads(manifest, [page.template], config.base), ...appCode]),
          ];
          firstLoad[page.file] = pageCode;
          const code = loadsCodeAtOnce(page.route)
            ? { preloads: appCode }
            : { afterPaint: pageCode };
          const html = server.pageHtml(template, rendered, code);
          const file = join(outDir, page.file);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, html);
        }
        // What each page loads as it opens, before or after its first paint: the build check's budget.
        writeFileSync(join(outDir, FIRST_LOAD), JSON.stringify(firstLoad, null, 2));
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
