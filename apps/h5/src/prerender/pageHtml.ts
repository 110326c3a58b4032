import { BOOT_FAILURE_ID, entryFailureHandler } from '../app/bootFailure.ts';
import { isAbsolute } from './publicPage.ts';
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

/** A public page's canonical link and Open Graph tags (`og:url` only when absolute). */
function publicPageTags({ title, description, publicPage }: RenderedPage): string[] {
  if (!publicPage) return [];
  const property = (name: string, content: string) =>
    `<meta property="og:${name}" content="${escapeAttribute(content)}">`;
  return [
    `<link rel="canonical" href="${escapeAttribute(publicPage.url)}">`,
    property('type', 'website'),
    property('site_name', publicPage.siteName),
    property('title', title),
    property('description', description),
    property('locale', publicPage.ogLocale),
    ...(isAbsolute(publicPage.url) ? [property('url', publicPage.url)] : []),
  ];
}

/** The entry script shows the page's boot-failure message when it, or what it imports, fails. */
function withEntryFailureHandler(html: string): string {
  return replaceOnce(
    html,
    /<script type="module"/,
    `<script type="module" onerror="${escapeAttribute(entryFailureHandler())}"`,
    'module script',
  );
}

/** How a page gets its code. */
export type PageCode =
  /** A data screen: its entry at once (it sends the data calls), its chunks preloaded. */
  | { preloads: readonly string[] }
  /**
   * A static page: nothing until its HTML has painted, then the entry with the chunks it
   * imports, all at once rather than one level of imports per round trip.
   */
  | { afterPaint: readonly string[] };

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * Marks a page shown inside another (the agreement in loan confirm's dialog) before it paints:
 * `ScreenLayout` then keeps its nav bar for screen readers only, as the host already titles it.
 */
export const FRAMED_FLAG = `<script>self!==top&&(document.documentElement.dataset.framed='')</script>`;

/**
 * The entry and the page's `chunks`, started once the page's first contentful paint is on screen
 * (at once in a hidden tab, which paints nothing), and no preloads before: the HTML shows first,
 * the code that wakes it follows. Embedded pages (`SandboxedFrame`'s `data-frame-src`) get their `src` beside it.
 * Paint timing reports the paint once it is presented; a request started any earlier, even in
 * the task after the painting frame, still counts towards the paint in Lighthouse's model of a
 * slow phone. Browsers without paint timing wait for the next frame instead.
 */
function entryAfterPaint(template: string, chunks: readonly string[]): string {
  const withoutPreloads = template.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const src = withoutPreloads.match(ENTRY)?.[1];
  if (!src) throw new Error('The page template needs exactly one module script');
  const preloads = JSON.stringify(chunks.filter((href) => href !== src)).replace(/</g, '\\u003c');
  const load = `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(src)};s.onerror=function(){${entryFailureHandler()}};document.head.appendChild(s);${preloads}.forEach(function(h){var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=h;document.head.appendChild(k)});[].forEach.call(document.querySelectorAll('iframe[data-frame-src]'),function(f){f.setAttribute('src',f.getAttribute('data-frame-src'))})`;
  const script = `<script>(function(){var d;function l(){if(d)return;d=1;${load}}if(document.visibilityState!=='visible')return l();var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;if(t&&t.indexOf('paint')>=0)new P(function(e,o){if(e.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(l)}}).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){setTimeout(l)})})()</script>`;
  return replaceOnce(withoutPreloads, ENTRY, script, 'module script');
}

/**
 * Puts a rendered route into the built `index.html`: its language, title and description,
 * its styles, its code (see `PageCode`) and its HTML inside `#root` with the attributes that
 * tell the app it may hydrate.
 */
export function pageHtml(template: string, page: RenderedPage, code: PageCode): string {
  const preloads = 'preloads' in code ? code.preloads : [];
  const missing = preloads.filter((href) => !template.includes(`"${href}"`));
  const links = missing.map(
    (href) =>
      `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeAttribute(href)}">`,
  );
  const attributes = Object.entries(page.rootAttributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const scripts =
    'afterPaint' in code
      ? entryAfterPaint(template, code.afterPaint)
      : lowPriorityScripts(template);
  let html = replaceOnce(
    page.bootFailure ? withEntryFailureHandler(scripts) : scripts,
    /<html lang="[^"]*">/,
    `<html lang="${escapeAttribute(page.lang)}">`,
    '<html lang>',
  );
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    [
      `<title>${escapeText(page.title)}</title>`,
      `<meta name="description" content="${escapeAttribute(page.description)}">`,
      ...publicPageTags(page),
    ].join('\n    '),
    '<title>',
  );
  html = replaceOnce(
    html,
    /<\/head>/,
    `${[FRAMED_FLAG, ...links, page.styles].join('\n')}\n  </head>`,
    '</head>',
  );
  const bootFailure = page.bootFailure
    ? `<template id="${BOOT_FAILURE_ID}">${page.bootFailure}</template>`
    : '';
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root"${attributes}>${page.html}</div>${bootFailure}`,
    'empty #root',
  );
}
