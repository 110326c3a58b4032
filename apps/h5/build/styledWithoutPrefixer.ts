import type { Plugin } from 'vite';

const STYLED_BROWSER_BUILD =
  /\/node_modules\/styled-components\/dist\/styled-components\.browser\.esm\.js$/;

/** styled-components adding stylis' vendor prefixer when its sheet was made with `prefix` on. */
const PREFIXER_PUSH = /(\w+)\.prefix&&(\w+)\.push\((\w+)\.prefixer\),/;

/**
 * styled-components without stylis' vendor prefixer. It runs only when a `StyleSheetManager`
 * asks for `enableVendorPrefixes`, which nothing here does (a test checks), yet the reference
 * kept about 1.6 KB of gzip on every page. The CSS is the same with or without it. Fails when
 * styled-components no longer adds the prefixer as expected.
 */
export function withoutVendorPrefixer(code: string): string {
  if (!PREFIXER_PUSH.test(code)) {
    throw new Error(
      'styled-components no longer adds the vendor prefixer as build/styledWithoutPrefixer.ts expects: update the pattern or remove the plugin',
    );
  }
  return code.replace(PREFIXER_PUSH, '');
}

/** The transform above, for styled-components' browser build. */
export function styledWithoutPrefixer(): Plugin {
  return {
    name: 'hiram-styled-without-prefixer',
    transform: {
      filter: { id: STYLED_BROWSER_BUILD },
      handler(code) {
        return { code: withoutVendorPrefixer(code), map: null };
      },
    },
  };
}
