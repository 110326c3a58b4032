import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';

/** What makes a template's text CSS: `styled.div`, `styled(Button).attrs(…)`, `css`, `keyframes`. */
const STYLE_CALLEE = /^(styled\b|css$|keyframes$|createGlobalStyle$)/;

function calleeOf(node: ts.Node, source: ts.SourceFile): string | null {
  if (ts.isTaggedTemplateExpression(node)) return node.tag.getText(source);
  if (ts.isCallExpression(node)) return node.expression.getText(source);
  return null;
}

/**
 * What CSS reads as nothing, or as one line break, in a piece of a template's text: a comment
 * whole within the piece; a line break after `;`, `{` or `}` with the indentation after it; the
 * indentation after any other line break; the spaces after a property's colon, and around a
 * brace.
 */
const SPARE =
  /\/\*[\s\S]*?\*\/|(?<=[;{}])\n[ \t]*|(?<=\n)[ \t]+|(?<=[\w-]:) +| +(?=[{}])|(?<=[{}]) +/g;

const isTemplateText = (node: ts.Node) =>
  ts.isNoSubstitutionTemplateLiteral(node) ||
  ts.isTemplateHead(node) ||
  ts.isTemplateMiddle(node) ||
  ts.isTemplateTail(node);

/**
 * Drops what CSS does not read from the text of every template that styles something (tagged
 * `styled…`, `css`, `keyframes`, or built inside their calls): comments, indentation, and line
 * breaks where a declaration or a block has ended. Every rule stays as it was; the source map
 * follows what moved.
 */
export function minifyStyledCss(code: string, file: string): MagicString {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, kind);
  const out = new MagicString(code);
  const visit = (node: ts.Node, styling: boolean): void => {
    const callee = calleeOf(node, source);
    const inside = styling || (callee !== null && STYLE_CALLEE.test(callee));
    if (inside && isTemplateText(node)) {
      // Past the opening backtick or the interpolation's closing brace, which is not the CSS's.
      const start = node.getStart(source) + 1;
      for (const spare of code.slice(start, node.end).matchAll(SPARE)) {
        out.remove(start + spare.index, start + spare.index + spare[0].length);
      }
    }
    ts.forEachChild(node, (child) => visit(child, inside));
  };
  visit(source, false);
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
        const minified = minifyStyledCss(code, id);
        if (!minified.hasChanged()) return null;
        return {
          code: minified.toString(),
          map: minified.generateMap({ hires: true, source: id }),
        };
      },
    },
  };
}
