import ts from 'typescript';
import { type ImportEdge, resolveSpecifier } from './importRules.ts';

interface RawImport {
  specifier: string;
  typeOnly: boolean;
  names: readonly string[];
}

/** The exported names a named list takes (`x as y` takes `x`). */
function namesOf(elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>): string[] {
  return elements.map((element) => (element.propertyName ?? element.name).text);
}

function allTypeOnly(elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>): boolean {
  return elements.length > 0 && elements.every((element) => element.isTypeOnly);
}

function importOf(node: ts.Node): RawImport | undefined {
  if (ts.isImportDeclaration(node) && ts.isStringLiteralLike(node.moduleSpecifier)) {
    const clause = node.importClause;
    const typeOnly =
      clause !== undefined &&
      (clause.isTypeOnly ||
        (clause.name === undefined &&
          clause.namedBindings !== undefined &&
          ts.isNamedImports(clause.namedBindings) &&
          allTypeOnly(clause.namedBindings.elements)));
    const bindings = clause?.namedBindings;
    const names = !bindings ? [] : ts.isNamedImports(bindings) ? namesOf(bindings.elements) : ['*'];
    return { specifier: node.moduleSpecifier.text, typeOnly, names };
  }
  if (
    ts.isExportDeclaration(node) &&
    node.moduleSpecifier &&
    ts.isStringLiteralLike(node.moduleSpecifier)
  ) {
    const clause = node.exportClause;
    const typeOnly =
      node.isTypeOnly ||
      (clause !== undefined && ts.isNamedExports(clause) && allTypeOnly(clause.elements));
    const names =
      clause !== undefined && ts.isNamedExports(clause) ? namesOf(clause.elements) : ['*'];
    return { specifier: node.moduleSpecifier.text, typeOnly, names };
  }
  if (
    ts.isImportEqualsDeclaration(node) &&
    ts.isExternalModuleReference(node.moduleReference) &&
    ts.isStringLiteralLike(node.moduleReference.expression)
  ) {
    return {
      specifier: node.moduleReference.expression.text,
      typeOnly: node.isTypeOnly,
      names: ['*'],
    };
  }
  if (ts.isCallExpression(node)) {
    const [argument] = node.arguments;
    const callee = node.expression;
    const loads =
      callee.kind === ts.SyntaxKind.ImportKeyword ||
      (ts.isIdentifier(callee) && callee.text === 'require');
    if (loads && argument && ts.isStringLiteralLike(argument)) {
      return { specifier: argument.text, typeOnly: false, names: ['*'] };
    }
  }
  if (
    ts.isImportTypeNode(node) &&
    ts.isLiteralTypeNode(node.argument) &&
    ts.isStringLiteralLike(node.argument.literal)
  ) {
    return { specifier: node.argument.literal.text, typeOnly: true, names: ['*'] };
  }
  return undefined;
}

/**
 * The imports a file really declares, read from its syntax tree: static imports, `export … from`,
 * `import()`, `require()` and `import('x')` types. Comments and strings never count.
 */
export function readImports(file: string, source: string): ImportEdge[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const edges: ImportEdge[] = [];
  const visit = (node: ts.Node) => {
    const found = importOf(node);
    if (found) edges.push({ ...found, target: resolveSpecifier(file, found.specifier) });
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return edges;
}
