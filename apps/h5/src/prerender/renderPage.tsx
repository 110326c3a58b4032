import type { UiLocale } from '@hiram/ui';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../app/App.tsx';
import { preloadScreen } from '../app/loadedScreens.ts';
import { prerenderAttributes } from '../app/prerenderMark.ts';
import { documentTitle } from '../app/useDocumentTitle.ts';
import { config } from '../config/env.ts';
import { createTranslate, loadLanguage } from '../i18n/index.ts';
import type { ScreenRoute } from '../routes/routeTypes.ts';

/** One route's page, before it goes into the HTML template. */
export interface RenderedPage {
  lang: UiLocale;
  title: string;
  description: string;
  /** styled-components' `<style>` tags for exactly this HTML. */
  styles: string;
  rootAttributes: Record<string, string>;
  html: string;
}

export interface PageRequest {
  route: ScreenRoute;
  routes: readonly ScreenRoute[];
  /** The brand's default language: the page holds no borrower's values, their language neither. */
  locale?: UiLocale;
}

/**
 * Renders a route as the app's first render in the browser will: the screen in its loading
 * state (data screens) or whole (static pages), in the brand's theme and default language.
 */
export async function renderPage({
  route,
  routes,
  locale = config.locale,
}: PageRequest): Promise<RenderedPage> {
  const [{ catalogue, uiStrings }] = await Promise.all([
    loadLanguage(locale),
    preloadScreen(route, locale),
  ]);
  const t = createTranslate(catalogue);
  const sheet = new ServerStyleSheet();
  try {
    const app = sheet.collectStyles(
      <App
        locale={locale}
        catalogue={catalogue}
        uiStrings={uiStrings}
        routes={routes}
        Router={({ children }: { children: ReactNode }) => (
          <StaticRouter location={route.path}>{children}</StaticRouter>
        )}
      />,
    );
    // A long page (the privacy policy) would otherwise have its content outlined: hidden in the
    // HTML and revealed by an inline script, so without scripts it never shows.
    const { prelude } = await prerender(app, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
    const html = await new Response(prelude).text();
    const screen = t(route.titleKey);
    return {
      lang: locale,
      title: documentTitle(t, route.titleKey),
      description: t('app.description', { screen, app: config.appName }),
      styles: sheet.getStyleTags(),
      rootAttributes: prerenderAttributes({ route: route.id, locale }),
      html,
    };
  } finally {
    sheet.seal();
  }
}
