// @ts-check
// Server-renders a component from the installed tarball with the consumer's own theme.
import { Button, createTheme, LocaleProvider } from '@hiram/ui';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';

const theme = createTheme({
  name: 'acme-lending',
  gradient: ['#7c2d12', '#b91c1c'],
  accent: '#0e7490',
  font: '#111827',
});
const sheet = new ServerStyleSheet();
const html = renderToString(
  sheet.collectStyles(
    h(
      ThemeProvider,
      { theme },
      h(LocaleProvider, {
        locale: 'id',
        // biome-ignore lint/correctness/noChildrenProp: createElement's types want the required children prop here
        children: h(Button, { busy: true }, 'Bayar sekarang'),
      }),
    ),
  ),
);
const css = sheet.getStyleTags();
const checks = [
  ['button label', html.includes('Bayar sekarang')],
  ['Indonesian busy label', html.includes('aria-label="Memuat"')],
  ['brand accent in the CSS', css.includes(theme.color.accent)],
];
for (const [what, ok] of checks) console.log(`${ok ? '✓' : '✗'} ${what}`);
if (checks.some(([, ok]) => !ok)) process.exit(1);
