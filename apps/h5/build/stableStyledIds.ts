import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { withStableStyledIds } from '../../../scripts/stableStyledIds.mjs';

/**
 * A short id for the component `name` of `file`: a letter (a class selector may not start with
 * a digit) and five characters of a hash of both. Every page ships the ids of the components it
 * draws, and a readable `Name-hash` id costs some 8 bytes more each, past gzip.
 */
export function shortStyledId(file: string, name: string): string {
  const hash = createHash('sha256').update(`${file}#${name}`).digest('base64url');
  return `c${hash.replace(/[-_]/g, '').slice(0, 5)}`;
}

/**
 * Fixed styled-components ids (`withStableStyledIds`) for every TypeScript module under `root`
 * that uses styled-components: the app's and, through its alias, the library's sources. With
 * `short`, ids are `shortStyledId`s (or `idOf`'s), and two components given the same one fail the
 * build.
 */
export function stableStyledIds(
  root: string,
  { short = false, idOf = shortStyledId } = {},
): Plugin {
  const owners = new Map<string, string>();
  const shortId = (file: string) => (name: string) => {
    const id = idOf(file, name);
    const owner = `${file}#${name}`;
    const taken = owners.get(id);
    if (taken !== undefined && taken !== owner) {
      throw new Error(`Styled ids collide: ${taken} and ${owner} are both ${id}`);
    }
    owners.set(id, owner);
    return id;
  };
  return {
    name: 'hiram-stable-styled-ids',
    enforce: 'pre',
    transform: {
      filter: { id: /\.tsx?$/, code: 'styled' },
      handler(code, id) {
        if (id.includes('/node_modules/') || !id.startsWith(root)) return null;
        const file = id.slice(root.length);
        const next = short
          ? withStableStyledIds(code, file, shortId(file))
          : withStableStyledIds(code, file);
        return next === code ? null : { code: next, map: null };
      },
    },
  };
}
