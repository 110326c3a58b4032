import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { importViolations } from './importRules.ts';
import { readImports } from './readImports.ts';

/**
 * The architecture's boundaries (README, "Architecture"), checked on the real imports of every
 * source file of the library and the app. Rules and sample graphs: importRules.test.ts.
 */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const scannedRoots = ['packages/ui', 'apps/h5/src'];
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;
const SKIPPED = /(^|\/)(node_modules|dist|storybook-static)\//;

function sourceFiles(): string[] {
  return scannedRoots.flatMap((root) =>
    readdirSync(join(repoRoot, root), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .filter((path) => SOURCE_FILE.test(path) && !SKIPPED.test(path)),
  );
}

describe('the import boundaries', () => {
  const files = sourceFiles();

  test('scan the library, the features and the shared modules', () => {
    expect(files).toContain('packages/ui/src/index.ts');
    expect(files).toContain('apps/h5/src/link/linkGuard.ts');
    expect(files).toContain('apps/h5/src/routes/routeTable.ts');
    expect(files.some((path) => path.startsWith('apps/h5/src/features/loan/'))).toBe(true);
    expect(files.some((path) => path.startsWith('apps/h5/src/features/order/'))).toBe(true);
  });

  test('every real import keeps to the rules', () => {
    const violations = files.flatMap((file) =>
      importViolations(file, readImports(file, readFileSync(join(repoRoot, file), 'utf8'))),
    );
    expect(violations).toEqual([]);
  }, 30_000);
});
