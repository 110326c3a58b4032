import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The prerendered page a static host serves for `pathname`, if the build has one. */
export function prerenderedPage(outDir: string, pathname: string): string | null {
  if (pathname === '/' || pathname.endsWith('/') || pathname.includes('.')) return null;
  const page = `${pathname}/index.html`;
  return existsSync(join(outDir, page)) ? page : null;
}

/**
 * `vite preview` as contract section 2's static host: `/<path>` serves `/<path>/index.html`
 * (Vite serves it only for `/<path>/`), anything else falls back to `index.html`.
 */
export function staticHosting(): Plugin {
  return {
    name: 'hiram-static-hosting',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview.invalid');
        const page = prerenderedPage(outDir, decodeURIComponent(url.pathname));
        if (page) request.url = `${page}${url.search}`;
        next();
      });
    },
  };
}
