import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The source without its comments, whose `code spans` are no CSS. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/**
 * Safari, iOS's only engine, reads `user-select` only as `-webkit-user-select`: without it a long
 * press selects a button's label or a carousel slide's text.
 */
test('every user-select has its -webkit- twin with the same value', () => {
  const files = ['packages/ui/src', 'apps/h5/src'].flatMap((root) => sources(join(repoRoot, root)));
  expect(files.length).toBeGreaterThan(100);
  // Each template literal (a styled rule's CSS) on its own: a twin in another rule does not count.
  const missing = files.flatMap((file) =>
    [...withoutComments(readFileSync(file, 'utf8')).matchAll(/`[^`]*`/g)].flatMap(([css]) =>
      [...css.matchAll(/(?<!-webkit-)user-select:\s*([\w-]+)/g)]
        .filter(([, value]) => !css.includes(`-webkit-user-select: ${value}`))
        .map(([declaration]) => `${file.slice(repoRoot.length)}: ${declaration}`),
    ),
  );
  expect(missing).toEqual([]);
});
