import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The module Vite wraps every dynamic import in (its build import analysis). */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/** The helper's whole work here: the import itself. */
const PLAIN_HELPER = 'export const __vitePreload = (load) => load();';

const WRAPPER = '__vitePreload(() => ';
/** Where Vite's import analysis later writes the chunk's preload list. */
const MARKER = ', __VITE_PRELOAD__)';

/**
 * `__vitePreload(() => import("x")…, __VITE_PRELOAD__)` as `import("x")…`: with a helper that only
 * imports, the call around each dynamic import is bytes and nothing more, some 60 in a page.
 */
export function unwrapPreloads(code: string): MagicString {
  const out = new MagicString(code);
  for (let at = code.indexOf(WRAPPER); at !== -1; at = code.indexOf(WRAPPER, at + 1)) {
    let depth = 0;
    let end = -1;
    for (let index = at + WRAPPER.indexOf('('); index < code.length && end === -1; index += 1) {
      if (code[index] === '(') depth += 1;
      else if (code[index] === ')' && --depth === 0) end = index;
    }
    if (end === -1 || !code.slice(0, end + 1).endsWith(MARKER)) continue;
    out.remove(at, at + WRAPPER.length);
    out.remove(end + 1 - MARKER.length, end + 1);
  }
  return out;
}

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
    renderChunk: {
      order: 'post',
      handler(code) {
        if (!code.includes(WRAPPER)) return null;
        const unwrapped = unwrapPreloads(code);
        return { code: unwrapped.toString(), map: unwrapped.generateMap({ hires: true }) };
      },
    },
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
