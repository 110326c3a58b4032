import { dismissTopLayer, toast, type UiLocale, whenIdle } from '@hiram/ui';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, HashRouter } from 'react-router-dom';
import { setApiMessages } from '../api/messages.ts';
import { setNativeBackHandler } from '../bridge/index.ts';
import { config } from '../config/env.ts';
import { createTranslate, loadLanguage, localeFrom } from '../i18n/index.ts';
import { linkGuard } from '../link/index.ts';
import { registerServiceWorker } from '../platform/index.ts';
import type { ScreenRoute } from '../routes/routeTypes.ts';
import type { Session } from '../session/index.ts';
import { App } from './App.tsx';
import { closeLayerOnBack } from './backClosesLayer.ts';
import { preloadScreen } from './loadedScreens.ts';
import { isPrerenderedFor } from './prerenderMark.ts';

export interface StartOptions {
  routes: readonly ScreenRoute[];
  history: 'browser' | 'hash';
  session: Session;
  /** The route the page opened on; none for an unknown path. */
  route: ScreenRoute | undefined;
}

/**
 * Loads the language and the screen, then hydrates the prerendered page, or renders afresh
 * when the page holds another route's or another language's HTML (the host's fallback page,
 * a borrower whose language is not the brand's).
 */
export async function startApp({ routes, history, session, route }: StartOptions) {
  const locale: UiLocale = localeFrom(session.lang, config.locale);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root');
  const hydrates = isPrerenderedFor(container, route?.id, locale);
  const [{ catalogue, uiStrings }, , typedFields] = await Promise.all([
    loadLanguage(locale),
    route ? preloadScreen(route, locale) : undefined,
    // A page drawn afresh replaces fields a visitor may have typed into: their text carries over.
    // Without this code the page still starts; only what was typed before it woke is lost.
    hydrates ? undefined : import('../screen/typedFields.ts').catch(() => undefined),
  ]);
  document.documentElement.lang = locale;
  const t = createTranslate(catalogue);
  setApiMessages(t);
  linkGuard.configure({ onBlocked: () => toast.show(t('link.blocked')) });
  // The phone's back closes an open dialog or sheet first; a screen's own handler goes over this.
  setNativeBackHandler(dismissTopLayer);
  // The same where the native hook is missing (a messaging app's browser), where Back can be held:
  // a screen's own handler too (a loan or complaint on its way, the SMS step).
  closeLayerOnBack('navigation' in window ? window.navigation : undefined, () =>
    (window.onNativeBack ?? dismissTopLayer)(),
  );
  const Router = history === 'hash' ? HashRouter : BrowserRouter;
  const app = (
    <App
      locale={locale}
      catalogue={catalogue}
      uiStrings={uiStrings}
      routes={routes}
      Router={Router}
    />
  );
  // As a transition the first render yields to the browser every few milliseconds, so a cheap
  // phone stays responsive while the page wakes up; the prerendered HTML is on screen meanwhile.
  startTransition(() => {
    if (hydrates) hydrateRoot(container, app);
    else {
      typedFields?.keepTypedFields(container);
      createRoot(container).render(app);
    }
  });
  registerServiceWorker();
  // Ready before the first in-app navigation, which then asks for all its chunks at once.
  whenIdle(() => {
    import('./preloadRouteCode.ts').then(
      ({ loadRouteCode }) => loadRouteCode(),
      () => undefined,
    );
  });
}
