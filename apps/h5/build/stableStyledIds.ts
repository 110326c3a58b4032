import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** `const Name = styled.tag` or `const Name = styled(Component)`, exported or not. */
const DECLARATION = /\b(const\s+([A-Z]\w*)\s*=\s*styled(?:\.\w+|\([\w.]+\)))/g;

function fileHash(file: string): string {
  return createHash('sha256').update(file).digest('base64url').replace(/[-_]/g, '').slice(0, 6);
}

/**
 * Gives every `const Name = styled…` in `code` a fixed component id (its class), made
 * from `file` (a path relative to the project, the same on every machine) and `Name`.
 * Without it styled-components counts the components it creates, so a server bundle and
 * the browser's chunks, which create them in different orders, would give different class
 * names and the prerendered HTML would not hydrate.
 */
export function withStableStyledIds(code: string, file: string): string {
  const prefix = fileHash(file);
  return code.replace(
    DECLARATION,
    (_, declaration: string, name: string) =>
      `${declaration}.withConfig({ componentId: '${name}-${prefix}' })`,
  );
}

/** The transform above, for every TypeScript module under `root` that uses styled-components. */
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
