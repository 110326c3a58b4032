import type { UiLocale } from '@hiram/ui';
import type { ReactElement, ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { App } from '../app/App.tsx';
import { appTheme } from '../app/appTheme.ts';
import { BootFailureView } from '../app/BootFailureView.tsx';
import { preloadScreen } from '../app/loadedScreens.ts';
import { prerenderAttributes } from '../app/prerenderMark.ts';
import { documentTitle } from '../app/useDocumentTitle.ts';
import { config } from '../config/env.ts';
import {
  createTranslate,
  I18nProvider,
  interpolate,
  loadLanguage,
  type Translate,
} from '../i18n/index.ts';
import { loadsCodeAtOnce } from '../routes/loadsCodeAtOnce.ts';
import type { ScreenRoute } from '../routes/routeTypes.ts';
import { type PublicPage, publicPage, siteOrigin } from './publicPage.ts';

/** One route's page, before it goes into the HTML template. */
export interface RenderedPage {
  lang: UiLocale;
  title: string;
  description: string;
  /** styled-components' `<style>` tags for exactly this HTML. */
  styles: string;
  rootAttributes: Record<string, string>;
  html: string;
  /**
   * A page that shows its loading state until its code runs: what shows instead when the app's
   * code cannot be fetched (`BootFailureView`).
   */
  bootFailure?: string;
  /** A page for search engines (its route has `seo`): its canonical and Open Graph facts. */
  publicPage?: PublicPage;
}

export interface PageRequest {
  route: ScreenRoute;
  routes: readonly ScreenRoute[];
  /** The page's address on the host, when it is not its route's path (`/promo.html`). */
  address?: string;
  /** The brand's default language: the page holds no borrower's values, their language neither. */
  locale?: UiLocale;
}

/**
 * The element's HTML in one piece: a long page (the privacy policy) would otherwise have its
 * content outlined, hidden in the HTML and revealed by an inline script, so without scripts it
 * never shows.
 */
async function htmlOf(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  return new Response(prelude).text();
}

/** A public page's own description from its text pack; an app screen's from its title. */
async function pageDescription(
  route: ScreenRoute,
  locale: UiLocale,
  t: Translate,
): Promise<string> {
  if (!route.seo) return t('app.description', { screen: t(route.titleKey), app: config.appName });
  const { descriptionKey } = route.seo;
  const text = await route.text?.load(locale);
  const description = text?.[descriptionKey];
  if (!description) throw new Error(`${route.id}: its text has no description "${descriptionKey}"`);
  return interpolate(description, { app: config.appName });
}

/**
 * Renders a route as the app's first render in the browser will: the screen in its loading
 * state (data screens) or whole (static pages), in the brand's theme and default language.
 */
export async function renderPage({
  route,
  routes,
  address = route.path,
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
    const html = await htmlOf(app);
    const bootFailure = loadsCodeAtOnce(route)
      ? await htmlOf(
          sheet.collectStyles(
            <ThemeProvider theme={appTheme}>
              <I18nProvider locale={locale} catalogue={catalogue} uiStrings={uiStrings}>
                {/* The entry gives the button its action. */}
                <BootFailureView onRetry={() => {}} />
              </I18nProvider>
            </ThemeProvider>,
          ),
        )
      : undefined;
    return {
      lang: locale,
      title: documentTitle(t, route.titleKey),
      description: await pageDescription(route, locale, t),
      styles: sheet.getStyleTags(),
      rootAttributes: prerenderAttributes({ route: route.id, locale }),
      html,
      ...(bootFailure && { bootFailure }),
      ...(route.seo && {
        publicPage: publicPage(
          address,
          siteOrigin(import.meta.env.VITE_SITE_ORIGIN),
          locale,
          config.appName,
        ),
      }),
    };
  } finally {
    sheet.seal();
  }
}
