import { createTheme, DialogHost, GlobalStyle, ToastHost, type UiLocale } from '@hiram/ui';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { brandFromEnv } from '../config/brandFromEnv.ts';
import { type Catalogue, I18nProvider } from '../i18n/index.ts';

const theme = createTheme(brandFromEnv(import.meta.env));

export interface AppProps {
  locale: UiLocale;
  catalogue: Catalogue;
  router: Parameters<typeof RouterProvider>[0]['router'];
}

export function App({ locale, catalogue, router }: AppProps) {
  return (
    <ThemeProvider theme={theme}>
      <I18nProvider locale={locale} catalogue={catalogue}>
        <GlobalStyle />
        <RouterProvider router={router} />
        <DialogHost />
        <ToastHost />
      </I18nProvider>
    </ThemeProvider>
  );
}
