import type { Plugin } from 'vite';
import { withStableStyledIds } from '../../../scripts/stableStyledIds.mjs';

/**
 * Fixed styled-components ids (`withStableStyledIds`) for every TypeScript module under `root`
 * that uses styled-components: the app's and, through its alias, the library's sources.
 */
export function stableStyledIds(root: string): Plugin {
  return {
    name: 'hiram-stable-styled-ids',
    enforce: 'pre',
    transform: {
      filter: { id: /\.tsx?$/, code: 'styled' },
      handler(code, id) {
        if (id.includes('/node_modules/') || !id.startsWith(root)) return null;
        const next = withStableStyledIds(code, id.slice(root.length));
        return next === code ? null : { code: next, map: null };
      },
    },
  };
}
