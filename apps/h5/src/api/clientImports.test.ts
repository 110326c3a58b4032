import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { readImports } from '../boundaries/readImports.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const APP = 'apps/h5/src/';

/** Every module the file loads, itself included: code imports only, the app's own files followed. */
function loadedModules(file: string, seen = new Set<string>()): Set<string> {
  seen.add(file);
  for (const { target, typeOnly } of readImports(
    file,
    readFileSync(join(repoRoot, file), 'utf8'),
  )) {
    if (typeOnly || seen.has(target)) continue;
    if (target.startsWith(APP)) loadedModules(target, seen);
    else seen.add(target);
  }
  return seen;
}

describe('the API client', () => {
  test('loads no schema: the entry sends the early calls with it, before any screen', () => {
    const loaded = [...loadedModules(`${APP}api/client.ts`)];
    expect(loaded).toContain(`${APP}api/endpoints.ts`);
    expect(loaded.filter((name) => name === 'valibot' || name.includes('/api/schemas/'))).toEqual(
      [],
    );
  });
});
