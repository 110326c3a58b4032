import type { RenderedPage } from './renderPage.tsx';

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replaceAll('"', '&quot;');
}

/** Replaces the one match of `pattern` in `html`; a template without exactly one is an error. */
function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  const found = html.match(new RegExp(pattern.source, `${pattern.flags}g`)) ?? [];
  if (found.length !== 1) {
    throw new Error(`The page template needs exactly one ${what}; it has ${found.length}`);
  }
  return html.replace(pattern, () => replacement);
}

/**
 * The page paints from its HTML alone, so its code need not come first: at low priority the
 * browser fetches the data calls and pictures before it, and no script counts as render-blocking.
 */
function lowPriorityScripts(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

/**
 * Puts a rendered route into the built `index.html`: its language, title and description,
 * its styles, preload links for the chunks it needs beyond what the template already loads,
 * and its HTML inside `#root` with the attributes that tell the app it may hydrate.
 */
export function pageHtml(
  template: string,
  page: RenderedPage,
  preloads: readonly string[],
): string {
  const missing = preloads.filter((href) => !template.includes(`"${href}"`));
  const links = missing.map(
    (href) =>
      `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeAttribute(href)}">`,
  );
  const attributes = Object.entries(page.rootAttributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  let html = replaceOnce(
    lowPriorityScripts(template),
    /<html lang="[^"]*">/,
    `<html lang="${escapeAttribute(page.lang)}">`,
    '<html lang>',
  );
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    `<title>${escapeText(page.title)}</title>\n    <meta name="description" content="${escapeAttribute(page.description)}">`,
    '<title>',
  );
  html = replaceOnce(
    html,
    /<\/head>/,
    `${[...links, page.styles].join('\n')}\n  </head>`,
    '</head>',
  );
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root"${attributes}>${page.html}</div>`,
    'empty #root',
  );
}
