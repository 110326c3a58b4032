// @ts-check
// Server-renders components from the installed tarball with the consumer's own theme.
import { Button, createTheme, LocaleProvider, MaskedField, PayCodeCard } from '@hiram/ui';
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
        children: [
          h(PayCodeCard, { key: 'card', title: '7-Eleven', code: 'PJJ123C' }),
          h(MaskedField, {
            key: 'field',
            label: 'Nomor kartu',
            mask: 'bankCard',
            defaultValue: '4111111111111111',
          }),
          h(Button, { key: 'button', busy: true }, 'Bayar sekarang'),
        ],
      }),
    ),
  ),
);
const css = sheet.getStyleTags();
const checks = [
  ['PayCodeCard shows its code', html.includes('PJJ123C')],
  ['MaskedField shows the masked card number', html.includes('4111 1111 1111 1111')],
  ['MaskedField asks for a numeric keyboard', html.includes('inputMode="numeric"')],
  ['button label', html.includes('Bayar sekarang')],
  ['Indonesian busy label', html.includes('aria-label="Memuat"')],
  ['brand accent in the CSS', css.includes(theme.color.accent)],
];
for (const [what, ok] of checks) console.log(`${ok ? '✓' : '✗'} ${what}`);
if (checks.some(([, ok]) => !ok)) process.exit(1);
