import {
  createTheme,
  DialogHost,
  GlobalStyle,
  ToastHost,
  type UiLocale,
  type UiStrings,
} from '@hiram/ui';
import type { ComponentType, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { brandFromEnv } from '../config/brandFromEnv.ts';
import { type Catalogue, I18nProvider } from '../i18n/index.ts';
import type { ScreenRoute } from '../routes/routeTypes.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { AppShell } from './AppShell.tsx';

// Each variable on its own: the whole `import.meta.env` would inline every variable here.
const theme = createTheme(
  brandFromEnv({
    VITE_APP_NAME: import.meta.env.VITE_APP_NAME,
    VITE_THEME_GRADIENT: import.meta.env.VITE_THEME_GRADIENT,
    VITE_THEME_ACCENT: import.meta.env.VITE_THEME_ACCENT,
    VITE_THEME_FONT: import.meta.env.VITE_THEME_FONT,
  }),
);

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
    <ThemeProvider theme={theme}>
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
