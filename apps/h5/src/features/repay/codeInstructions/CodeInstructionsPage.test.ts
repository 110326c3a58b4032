import { createTheme, enStrings, hiramBrand } from '@hiram/ui';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { beforeAll, expect, test } from 'vitest';
import { en } from '../../../i18n/catalogues/en.ts';
import { I18nProvider } from '../../../i18n/I18nProvider.tsx';
import { guideText } from '../text/guide/index.ts';
import CodeInstructionsPage from './CodeInstructionsPage.tsx';

beforeAll(async () => {
  await guideText.load('en');
});

/** The page as the server renders it, and as hydration's first render must match. */
const serverMarkup = (url: string) =>
  renderToString(
    createElement(
      ThemeProvider,
      { theme: createTheme(hiramBrand) },
      createElement(I18nProvider, {
        locale: 'en',
        catalogue: en,
        uiStrings: enStrings,
        // biome-ignore lint/correctness/noChildrenProp: the provider's props type requires children
        children: createElement(
          MemoryRouter,
          { initialEntries: [url] },
          createElement(CodeInstructionsPage),
        ),
      }),
    ),
  );

test('the server shows the steps whole and a placeholder where the query goes', () => {
  const markup = serverMarkup('/carpmm?requestType=1&amount=150000&payCode=PJJ123C');
  expect(markup).toContain('Your payment');
  expect(markup).toContain('aria-busy="true"');
  expect(markup).toContain('Before you pay');
  expect(markup).toContain('Tap Next, then Confirm.');
  expect(markup).not.toContain('PJJ123C');
});

test('a prerendered page (no query) says nothing about a code it has not read', () => {
  const markup = serverMarkup('/carpmm');
  expect(markup).not.toContain('This payment link is not one this page can show');
  expect(markup).not.toContain('No pay code came with this page');
});
