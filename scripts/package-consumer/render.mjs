// @ts-check
// Server-renders components from the installed tarball with the consumer's own brand, in plain
// Node (no bundler), and checks the markup and the CSS they produce. Given a built page
// (`index.html`), it writes the markup and the styles into it, for the browser to hydrate.
import { readFileSync, writeFileSync } from 'node:fs';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { ConsumerPage, theme } from './page.js';

const sheet = new ServerStyleSheet();
const html = renderToString(sheet.collectStyles(h(ConsumerPage)));
const css = sheet.getStyleTags();

/** The value of `name` in a tag's attributes (HTML attribute names ignore case). */
const attribute = (/** @type {string} */ tag, /** @type {string} */ name) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const inputs = html.match(/<input\b[^>]*>/g) ?? [];
const cardInput = inputs.find((tag) => attribute(tag, 'value') === '4111 1111 1111 1111');
const labelFor = /<label\b[^>]*\sfor="([^"]+)"[^>]*>Nomor kartu<\/label>/.exec(html)?.[1];

const checks = [
  ['PayCodeCard shows its code as text', html.includes('>PJJ123C<')],
  ['PayCodeCard has the Indonesian copy label', html.includes('>Salin<')],
  ['MaskedField renders an input with the masked card number', cardInput !== undefined],
  [
    'MaskedField asks for a numeric keyboard',
    attribute(cardInput ?? '', 'inputmode') === 'numeric',
  ],
  [
    'MaskedField label names its input',
    labelFor !== undefined && attribute(cardInput ?? '', 'id') === labelFor,
  ],
  ['Button shows its label', html.includes('Bayar sekarang</button>')],
  ['busy Button has the Indonesian loading label', html.includes('aria-label="Memuat"')],
  ['the brand accent is in the CSS', css.includes(theme.color.accent)],
  ['the brand corners are in the CSS', css.includes(`border-radius:${theme.radius.control}`)],
];
for (const [what, ok] of checks) console.log(`${ok ? '✓' : '✗'} ${what}`);
if (checks.some(([, ok]) => !ok)) process.exit(1);

const page = process.argv[2];
if (page) {
  const built = readFileSync(page, 'utf8');
  const served = built
    .replace('</head>', `${css}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  if (served === built) throw new Error(`${page} has no root to render into`);
  writeFileSync(page, served);
}
