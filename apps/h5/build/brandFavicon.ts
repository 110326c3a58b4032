import type { Plugin } from 'vite';
import { createTheme } from '../../../packages/ui/src/theme/createTheme.ts';
import { type BrandEnv, brandFromEnv } from '../src/config/brandFromEnv.ts';

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The tab's icon: the brand name's first letter on its gradient's first colour. */
export function faviconSvg(env: BrandEnv): string {
  const { color } = createTheme(brandFromEnv(env));
  const initial = escapeXml(Array.from(env.VITE_APP_NAME.trim())[0]?.toUpperCase() ?? '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${color.gradientStart}"/><text x="16" y="23" fill="${color.onGradient}" font-family="system-ui,sans-serif" font-size="19" font-weight="700" text-anchor="middle">${initial}</text></svg>`;
}

/** `/favicon.svg` for the brand being built or served: one `public/` folder serves them all. */
export function brandFavicon(env: BrandEnv): Plugin {
  return {
    name: 'hiram-brand-favicon',
    configureServer(server) {
      server.middlewares.use('/favicon.svg', (_request, response) => {
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(faviconSvg(env));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: faviconSvg(env) });
    },
  };
}
