import ts from 'typescript';
import type { Plugin } from 'vite';

/** What makes a template's text CSS: `styled.div`, `styled(Button).attrs(…)`, `css`, `keyframes`. */
const STYLE_CALLEE = /^(styled\b|css$|keyframes$|createGlobalStyle$)/;

function calleeOf(node: ts.Node, source: ts.SourceFile): string | null {
  if (ts.isTaggedTemplateExpression(node)) return node.tag.getText(source);
  if (ts.isCallExpression(node)) return node.expression.getText(source);
  return null;
}

const isTemplateText = (node: ts.Node) =>
  ts.isNoSubstitutionTemplateLiteral(node) ||
  ts.isTemplateHead(node) ||
  ts.isTemplateMiddle(node) ||
  ts.isTemplateTail(node);

/**
 * Drops the indentation after each line break in the text of every template that styles
 * something (tagged `styled…`, `css`, `keyframes`, or built inside their calls). CSS reads a
 * line break and the spaces after it alike, so every rule stays as it was, and every line where
 * it was; a page's code carries no source indentation.
 */
export function minifyStyledCss(code: string, file: string): string {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, kind);
  const texts: { start: number; end: number }[] = [];
  const visit = (node: ts.Node, styling: boolean): void => {
    const callee = calleeOf(node, source);
    const inside = styling || (callee !== null && STYLE_CALLEE.test(callee));
    if (inside && isTemplateText(node)) texts.push({ start: node.getStart(source), end: node.end });
    ts.forEachChild(node, (child) => visit(child, inside));
  };
  visit(source, false);
  let out = code;
  for (const { start, end } of texts.reverse()) {
    out = out.slice(0, start) + out.slice(start, end).replace(/\n[ \t]+/g, '\n') + out.slice(end);
  }
  return out;
}

/** `minifyStyledCss` over the app's and the library's TypeScript modules under `root`. */
export function minifiedStyledCss(root: string): Plugin {
  return {
    name: 'hiram-minified-styled-css',
    enforce: 'pre',
    transform: {
      filter: { id: /\.tsx?$/, code: /styled|css|keyframes/ },
      handler(code, id) {
        if (id.includes('/node_modules/') || !id.startsWith(root)) return null;
        const next = minifyStyledCss(code, id);
        return next === code ? null : { code: next, map: null };
      },
    },
  };
}
