import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

/**
 * The one-module rule (contract section 6): only `apps/h5/src/link/` may navigate away or open a
 * window. The detector reads the syntax tree, so comments and string contents never count and
 * any spacing or `['href']` spelling does.
 */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const scannedRoots = ['apps/h5/src', 'packages/ui/src'];
const guardFolder = 'apps/h5/src/link/';
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;
/** Files without these cannot hold a sink; a backslash may spell one as `\u006Cocation`. */
const MAY_HOLD_SINK = /location|open|\\/;
const WINDOW_NAMES = new Set(['window', 'win', 'self', 'top', 'parent', 'opener', 'globalThis']);

/** Sees through `(x)`, `x as T`, `x!` and `x satisfies T`. */
function unwrap(node: ts.Expression): ts.Expression {
  if (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isSatisfiesExpression(node)
  ) {
    return unwrap(node.expression);
  }
  return node;
}

function nameOf(node: ts.Expression): string | undefined {
  const inner = unwrap(node);
  if (ts.isIdentifier(inner)) return inner.text;
  if (ts.isPropertyAccessExpression(inner)) return inner.name.text;
  if (ts.isElementAccessExpression(inner) && ts.isStringLiteralLike(inner.argumentExpression)) {
    return inner.argumentExpression.text;
  }
  if (ts.isCallExpression(inner)) return nameOf(inner.expression);
  return undefined;
}

function objectOf(node: ts.Expression): ts.Expression | undefined {
  const inner = unwrap(node);
  if (ts.isPropertyAccessExpression(inner) || ts.isElementAccessExpression(inner)) {
    return inner.expression;
  }
  return undefined;
}

function isMember(node: ts.Expression): boolean {
  return objectOf(node) !== undefined;
}

function isLocation(node: ts.Expression | undefined): boolean {
  return node !== undefined && !ts.isCallExpression(node) && nameOf(node) === 'location';
}

function isAssignment(node: ts.BinaryExpression): boolean {
  const kind = node.operatorToken.kind;
  return kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;
}

function sinkOf(node: ts.Node): string | undefined {
  if (ts.isBinaryExpression(node) && isAssignment(node)) {
    const target = node.left;
    if (isLocation(target)) return isMember(target) ? '.location =' : 'location =';
    if (isLocation(objectOf(target))) return `location.${nameOf(target)} =`;
  }
  if (ts.isCallExpression(node)) {
    const method = nameOf(node.expression);
    const object = objectOf(node.expression);
    if ((method === 'assign' || method === 'replace') && isLocation(object)) {
      return `location.${method}(`;
    }
    if (method === 'open' && object && WINDOW_NAMES.has(nameOf(object) ?? ''))
      return 'window.open(';
  }
  return undefined;
}

function findNavigationSinks(source: string, fileName = 'sample.tsx'): string[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  if (!MAY_HOLD_SINK.test(source)) return [];
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const sink = sinkOf(node);
    if (sink) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      found.push(`${fileName}:${line} ${sink}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sourceFiles(): string[] {
  return scannedRoots.flatMap((root) =>
    readdirSync(join(repoRoot, root), { recursive: true, encoding: 'utf8' })
      .map((path) => `${root}/${path.split('\\').join('/')}`)
      .filter((path) => SOURCE_FILE.test(path)),
  );
}

describe('the navigation-sink detector', () => {
  test.each([
    ['location.href = url;', 'location.href ='],
    ['window.location.href=url', 'location.href ='],
    ['window . location . href    =\n  url;', 'location.href ='],
    ['location["href"] = url;', 'location.href ='],
    ["location['href'] = url;", 'location.href ='],
    ["window['location']['href'] = url;", 'location.href ='],
    ['(window.location).href = url;', 'location.href ='],
    ['(window.location as Location).href = url;', 'location.href ='],
    ['location.href += "#x";', 'location.href ='],
    ['location.pathname = "/x";', 'location.pathname ='],
    ['location.assign(url);', 'location.assign('],
    ['window.location.assign (url);', 'location.assign('],
    ['document.location.replace(url);', 'location.replace('],
    ["location['replace'](url);", 'location.replace('],
    ['window.open(url);', 'window.open('],
    ["window['open'](url, '_blank');", 'window.open('],
    ['globalThis.open(url);', 'window.open('],
    ['options.window().open(url);', 'window.open('],
    ['window.location = url;', '.location ='],
    ['document.location = url;', '.location ='],
    ['top.location = url;', '.location ='],
    ['location = url;', 'location ='],
    ['window.\\u006Cocation.href = url;', 'location.href ='],
    ["window['loc\\x61tion'].assign(url);", 'location.assign('],
    ['const go = (u: string) => <a onClick={() => { location.href = u; }} />;', 'location.href ='],
  ])('catches %j', (source, sink) => {
    expect(findNavigationSinks(source)).toEqual([`sample.tsx:1 ${sink}`]);
  });

  test('reports the line', () => {
    expect(findNavigationSinks('const a = 1;\n\nlocation.assign(a);', 'x.ts')).toEqual([
      'x.ts:3 location.assign(',
    ]);
  });

  test.each([
    '// location.href = url;',
    '/* window.open(url); location.assign(url) */',
    '/** @example location.replace(url) */ const x = 1;',
    "const text = 'location.href = url; window.open(url)';",
    'const text = `location.assign(url); window.open(url)`;',
    'const here = location.href;',
    'if (window.location.href === url) {}',
    'const params = new URLSearchParams(location.search);',
    'Object.assign(target, source);',
    "name.replace('a', 'b');",
    'history.replaceState(null, "", url);',
    'dialog.open();',
    'setOpen(true); popup.open(url);',
  ])('ignores %j', (source) => {
    expect(findNavigationSinks(source)).toEqual([]);
  });
});

describe('the one-module rule', () => {
  const files = sourceFiles();

  test('scans both source trees, this folder included', () => {
    expect(files).toContain('apps/h5/src/session/currentSession.ts');
    expect(files).toContain('packages/ui/src/index.ts');
    expect(files).toContain('apps/h5/src/link/linkGuard.ts');
  });

  test('the link guard itself holds the sinks, so the detector sees them', () => {
    const guard = readFileSync(join(repoRoot, 'apps/h5/src/link/linkGuard.ts'), 'utf8');
    const sinks = findNavigationSinks(guard, 'linkGuard.ts').map((sink) => sink.split(' ')[1]);
    expect(sinks.sort()).toEqual(['location.assign(', 'location.replace(']);
  });

  test(`nothing outside ${guardFolder} navigates away or opens a window`, () => {
    const found = files
      .filter((path) => !path.startsWith(guardFolder))
      .flatMap((path) => findNavigationSinks(readFileSync(join(repoRoot, path), 'utf8'), path));
    expect(found).toEqual([]);
  }, 30_000);
});
