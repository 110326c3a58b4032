// @ts-check
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** `const Name = styled.tag` or `const Name = styled(Component)`, exported or not. */
const DECLARATION = /\b(const\s+([A-Z]\w*)\s*=\s*styled(?:\.\w+|\([\w.]+\)))/g;

/** @param {string} file */
function fileHash(file) {
  return createHash('sha256').update(file).digest('base64url').replace(/[-_]/g, '').slice(0, 6);
}

/**
 * Gives every `const Name = styled…` in `code` a fixed component id (its class), made
 * from `file` (a path relative to the project, the same on every machine) and `Name`.
 * Without it styled-components counts the components it creates, so a server bundle and
 * the browser's chunks, which create them in different orders, would give different class
 * names and server-rendered HTML would not hydrate.
 * @param {string} code
 * @param {string} file
 */
export function withStableStyledIds(
  code,
  file,
  nextId = (/** @type {string} */ name) => `${name}-${fileHash(file)}`,
) {
  return code.replace(
    DECLARATION,
    (_, /** @type {string} */ declaration, /** @type {string} */ name) =>
      `${declaration}.withConfig({ componentId: '${nextId(name)}' })`,
  );
}

/**
 * The transform above over every `.js` module of a built package (`@hiram/ui`'s `dist`), for
 * the apps that server-render it from `node_modules` and bundle it for the browser. The ids are
 * short (`hi` and a number, in the order of the files' paths) as each one ships in every bundle.
 * @param {string} dir
 */
export function stampBuiltPackage(dir) {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  let count = 0;
  const nextId = () => `h${(count++).toString(36)}`;
  for (const path of files) {
    const code = readFileSync(path, 'utf8');
    const next = withStableStyledIds(code, relative(dir, path), nextId);
    if (next !== code) writeFileSync(path, next);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2];
  if (!dir) throw new Error('Usage: node scripts/stableStyledIds.mjs <built package directory>');
  stampBuiltPackage(fileURLToPath(pathToFileURL(dir)));
}
