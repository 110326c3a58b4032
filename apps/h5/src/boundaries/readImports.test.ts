import { describe, expect, test } from 'vitest';
import { readImports } from './readImports.ts';

const FILE = 'apps/h5/src/features/loan/confirm/LoanConfirmView.tsx';

function read(source: string) {
  return readImports(FILE, source).map(({ specifier, typeOnly }) => ({ specifier, typeOnly }));
}

describe('readImports', () => {
  test.each([
    ["import { linkGuard } from 'a';", false],
    ["import Default, { type X } from 'a';", false],
    ["import * as api from 'a';", false],
    ["import 'a';", false],
    ["import { type X, y } from 'a';", false],
    ["import {} from 'a';", false],
    ["export { linkGuard } from 'a';", false],
    ["export * from 'a';", false],
    ["export * as link from 'a';", false],
    ["const page = () => import('a');", false],
    ["const page = lazy(async () => await import(/* chunk */ 'a'));", false],
    ["const x = require('a');", false],
    ["import x = require('a');", false],
    ["import type { LinkGuard } from 'a';", true],
    ["import type * as Link from 'a';", true],
    ["import { type LinkGuard, type UrlCheck } from 'a';", true],
    ["export type { LinkGuard } from 'a';", true],
    ["export { type LinkGuard } from 'a';", true],
    ["type Guard = typeof import('a');", true],
    ["import type x = require('a');", true],
  ])('%s -> type-only %s', (source, typeOnly) => {
    expect(read(source)).toEqual([{ specifier: 'a', typeOnly }]);
  });

  test('resolves each specifier against the file', () => {
    expect(
      readImports(FILE, "import { x } from '../../order/y.ts';\nimport 'react-router-dom';"),
    ).toEqual([
      {
        specifier: '../../order/y.ts',
        target: 'apps/h5/src/features/order/y.ts',
        typeOnly: false,
        names: ['x'],
      },
      { specifier: 'react-router-dom', target: 'react-router-dom', typeOnly: false, names: [] },
    ]);
  });

  test.each([
    ["import { linkGuard, type X } from 'a';", ['linkGuard', 'X']],
    ["import { usePageBack as back } from 'a';", ['usePageBack']],
    ["import Default from 'a';", []],
    ["import 'a';", []],
    ["import * as screen from 'a';", ['*']],
    ["export { useResource } from 'a';", ['useResource']],
    ["export * from 'a';", ['*']],
    ["const page = () => import('a');", ['*']],
  ])('%s takes %j', (source, names) => {
    expect(readImports(FILE, source).map((edge) => edge.names)).toEqual([names]);
  });

  test.each([
    "// import { linkGuard } from 'a';",
    "/* export * from 'a'; */",
    'const text = "import { x } from \'a\'";',
    "const text = `import('a')`;",
    'const page = (name: string) => import(name);',
    "router.import('a');",
  ])('ignores %j', (source) => {
    expect(read(source)).toEqual([]);
  });
});
