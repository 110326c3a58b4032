import type { Plugin } from 'vite';

/** The module Vite wraps every dynamic import in (its build import analysis). */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/** The helper's whole work here: the import itself. */
const PLAIN_HELPER = 'export const __vitePreload = (load) => load();';

/**
 * Vite's helper first adds a `<link rel="modulepreload">` for each chunk and style sheet a dynamic
 * import needs. With `build.modulePreload: false` (the prerendered pages list their chunks) only
 * style sheets are left, and styled-components makes none: every list the helper gets is empty,
 * yet its 1.5 KB would ship in the boot chunk of every page. A style sheet in the build would need
 * it back, so one fails the build.
 */
export function plainDynamicImports(): Plugin {
  return {
    name: 'hiram-plain-dynamic-imports',
    apply: 'build',
    resolveId: (id) => (id === PRELOAD_HELPER ? id : null),
    load: (id) => (id === PRELOAD_HELPER ? PLAIN_HELPER : null),
    generateBundle(_options, bundle) {
      const sheets = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      if (sheets.length > 0) {
        this.error(
          `${sheets.join(', ')}: a style sheet needs Vite's preload helper, which plainDynamicImports replaces`,
        );
      }
    },
  };
}
