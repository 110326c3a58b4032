import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { createTheme, hiramBrand } from '../src/theme/index.ts';

/**
 * Puts `page` into `host` as a server renders it, then hydrates it as the browser would: the
 * errors React recovered from (a mismatch makes it drop the server's HTML), and the way out.
 */
export function hydrateServerRender(host: HTMLElement, page: ReactElement) {
  const themed = <ThemeProvider theme={createTheme(hiramBrand)}>{page}</ThemeProvider>;
  host.innerHTML = renderToString(themed);
  const mismatches: unknown[] = [];
  const root = hydrateRoot(host, themed, { onRecoverableError: (error) => mismatches.push(error) });
  return { mismatches, unmount: () => root.unmount() };
}
