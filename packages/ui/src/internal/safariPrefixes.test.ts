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

/**
 * Safari, iOS's only engine, reads `user-select` only as `-webkit-user-select`: without it a long
 * press selects a button's label or a carousel slide's text.
 */
test('every user-select has its -webkit- twin with the same value', () => {
  const files = ['packages/ui/src', 'apps/h5/src'].flatMap((root) => sources(join(repoRoot, root)));
  expect(files.length).toBeGreaterThan(100);
  const missing = files.flatMap((file) => {
    const css = readFileSync(file, 'utf8');
    return [...css.matchAll(/(?<!-webkit-)user-select:\s*([\w-]+)/g)]
      .filter(([, value]) => !css.includes(`-webkit-user-select: ${value}`))
      .map(([declaration]) => `${file.slice(repoRoot.length)}: ${declaration}`);
  });
  expect(missing).toEqual([]);
});
