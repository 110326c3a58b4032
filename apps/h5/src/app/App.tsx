import { createTheme, DialogHost, GlobalStyle, ToastHost, type UiLocale } from '@hiram/ui';
import { BrowserRouter, HashRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { brandFromEnv } from '../config/brandFromEnv.ts';
import { type Catalogue, I18nProvider } from '../i18n/index.ts';
import type { ScreenRoute } from '../routes/routeTypes.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { AppShell } from './AppShell.tsx';

const theme = createTheme(brandFromEnv(import.meta.env));

export interface AppProps {
  locale: UiLocale;
  catalogue: Catalogue;
  routes: readonly ScreenRoute[];
  /** `hash` for `promo.html`, so any static host serves it. */
  history: 'browser' | 'hash';
}

export function App({ locale, catalogue, routes, history }: AppProps) {
  const Router = history === 'hash' ? HashRouter : BrowserRouter;
  return (
    <ThemeProvider theme={theme}>
      <I18nProvider locale={locale} catalogue={catalogue}>
        <GlobalStyle />
        <Router>
          <AppShell>
            <AppRoutes routes={routes} />
          </AppShell>
        </Router>
        <DialogHost />
        <ToastHost />
      </I18nProvider>
    </ThemeProvider>
  );
}
