import { toast } from '@hiram/ui';
import { createRoot } from 'react-dom/client';
import { setApiMessages } from '../api/messages.ts';
import { config } from '../config/env.ts';
import { createTranslate, loadCatalogue, localeFrom } from '../i18n/index.ts';
import { linkGuard } from '../link/index.ts';
import { registerServiceWorker } from '../platform/index.ts';
import { startSession } from '../session/index.ts';
import { App, type AppProps } from './App.tsx';

/** Reads the session, starts the mock backend when it is on, loads the language, renders. */
export async function startApp({ routes, history }: Pick<AppProps, 'routes' | 'history'>) {
  const session = startSession();
  const locale = localeFrom(session.lang, config.locale);
  if (import.meta.env.VITE_MOCK === 'on') {
    const { startMockWorker, scenarioFromUrl } = await import('../mocks/browser.ts');
    await startMockWorker(scenarioFromUrl(window.location.search));
  }
  const catalogue = await loadCatalogue(locale);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root');
  document.documentElement.lang = locale;
  const t = createTranslate(catalogue);
  setApiMessages(t);
  linkGuard.configure({ onBlocked: () => toast.show(t('link.blocked')) });
  createRoot(container).render(
    <App locale={locale} catalogue={catalogue} routes={routes} history={history} />,
  );
  registerServiceWorker();
}
