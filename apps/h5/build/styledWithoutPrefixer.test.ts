import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { withoutVendorPrefixer } from './styledWithoutPrefixer.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const installed = readFileSync(
  join(root, 'node_modules/styled-components/dist/styled-components.browser.esm.js'),
  'utf8',
);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('withoutVendorPrefixer', () => {
  test('drops only the prefixer from the installed styled-components', () => {
    const trimmed = withoutVendorPrefixer(installed);
    expect(installed).toContain('.prefixer');
    expect(trimmed).not.toContain('.prefixer');
    const removed = installed.length - trimmed.length;
    expect(removed).toBeGreaterThan(0);
    expect(removed).toBeLessThan(40);
    expect(trimmed).toContain('.push(o.stringify)');
  });

  test('no code here turns vendor prefixes on, the only way the prefixer would run', () => {
    const files = [
      ...sources(join(root, 'apps/h5/src')),
      ...sources(join(root, 'packages/ui/src')),
      ...sources(join(root, '.storybook')),
    ];
    expect(files.length).toBeGreaterThan(100);
    const turningOn = files.filter((file) =>
      /enableVendorPrefixes|StyleSheetManager/.test(readFileSync(file, 'utf8')),
    );
    expect(turningOn).toEqual([]);
  });

  test('fails the build when styled-components no longer adds the prefixer as expected', () => {
    expect(() => withoutVendorPrefixer('export const styled = {};')).toThrow(
      /no longer adds the vendor prefixer/,
    );
  });
});
