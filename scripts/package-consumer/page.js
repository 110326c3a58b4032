// @ts-check
// The consumer's page, as one tree: the Node render check (render.mjs) renders it on the server
// and the Vite app (main.tsx) hydrates it, so the two must give the same markup.
import {
  Button,
  createTheme,
  GlobalStyle,
  LocaleProvider,
  MaskedField,
  PayCodeCard,
  Picker,
} from '@hiram/ui';
import { createElement as h, useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { consumerBrand } from './brand.js';

export const theme = createTheme(consumerBrand);

/** A sheet whose code the package loads on first open, from its own chunk in the tarball. */
function TermPicker() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return [
    h(Button, { key: 'open', variant: 'secondary', onClick: () => setOpen(true) }, 'Pilih tenor'),
    h(Picker, {
      key: 'picker',
      open,
      title: 'Tenor',
      options: [
        { label: '7 hari', value: '7' },
        { label: '14 hari', value: '14' },
      ],
      onConfirm: close,
      onCancel: close,
    }),
  ];
}

export function ConsumerPage() {
  return h(
    ThemeProvider,
    { theme },
    h(LocaleProvider, {
      locale: 'id',
      // biome-ignore lint/correctness/noChildrenProp: createElement's types want the required children prop here
      children: [
        h(GlobalStyle, { key: 'global' }),
        h(PayCodeCard, {
          key: 'card',
          title: '7-Eleven',
          code: 'PJJ123C',
          onCopy: () => undefined,
        }),
        h(MaskedField, {
          key: 'field',
          label: 'Nomor kartu',
          mask: 'bankCard',
          defaultValue: '4111111111111111',
          // Given as a brand's code gives it: no limit of its own on this page.
          maxLength: undefined,
          onChange: (/** @type {string} */ digits) => digits,
        }),
        h(Button, { key: 'button', busy: true, onClick: () => undefined }, 'Bayar sekarang'),
        h(TermPicker, { key: 'term' }),
      ],
    }),
  );
}
