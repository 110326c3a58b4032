import { DialogHost, GlobalStyle, ToastHost, type UiLocale, type UiStrings } from '@hiram/ui';
import type { ComponentType, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { type Catalogue, I18nProvider } from '../i18n/index.ts';
import type { ScreenRoute } from '../routes/routeTypes.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { AppShell } from './AppShell.tsx';
import { appTheme } from './appTheme.ts';

export interface AppProps {
  locale: UiLocale;
  catalogue: Catalogue;
  uiStrings: UiStrings;
  routes: readonly ScreenRoute[];
  /**
   * The browser's router (BrowserRouter, or HashRouter for `promo.html`), or a static one
   * when prerendering: passed in, so the browser's code carries no server router.
   */
  Router: ComponentType<{ children: ReactNode }>;
}

export function App({ locale, catalogue, uiStrings, routes, Router }: AppProps) {
  return (
    <ThemeProvider theme={appTheme}>
      <I18nProvider locale={locale} catalogue={catalogue} uiStrings={uiStrings}>
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
