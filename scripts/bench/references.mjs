// @ts-check
// Builds the two reference pages (scripts/bench/reference) with Vite, for REFERENCE_BASE.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { REFERENCE_BASE } from './server.mjs';

const source = fileURLToPath(new URL('./reference', import.meta.url));

/** The reference pages, as the paths the bench server serves them at. */
export const REFERENCE_PAGES = {
  /** The order card as static HTML and inline CSS, no JavaScript: the physical limit. */
  static: `${REFERENCE_BASE}static/`,
  /** The same card rendered by React 19, React Router 7 and styled-components 6, no data fetch. */
  bare: `${REFERENCE_BASE}bare/`,
};

/** @param {string} outDir */
export async function buildReferences(outDir) {
  await build({
    configFile: false,
    root: source,
    base: REFERENCE_BASE,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2020',
      rolldownOptions: {
        input: { static: `${source}/static/index.html`, bare: `${source}/bare/index.html` },
      },
    },
  });
}
