import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { bridge } from '../bridge/index.ts';
import { useT } from '../i18n/index.ts';
import { paths } from '../paths/index.ts';
import { useNavigateOnce, usePageBack } from '../screen/index.ts';
import { tidyAddress } from '../session/index.ts';
import { StatusPageView } from './StatusPageView.tsx';

export default function NotFoundPage() {
  const t = useT();
  const back = usePageBack();
  const navigate = useNavigateOnce();
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: again for each unknown path in turn
  useEffect(() => {
    // A same-origin link the router does not know may still be the host's: a page by its file's
    // name (`/loanDetail/index.html`), `promo.html#/…`, a document. The host says, in a full load
    // (`reload`: `replace` to an address with a `#` only moves to the fragment). A path it does not
    // have comes back here as the address the page was loaded at, once the session has tidied it
    // (`/x/index.html` reads `/x`), and stays.
    const loadedAt = performance.getEntriesByType('navigation')[0]?.name;
    if (
      loadedAt &&
      new URL(tidyAddress(loadedAt) ?? loadedAt, loadedAt).pathname !== window.location.pathname
    ) {
      window.location.reload();
    }
  }, [location]);
  return (
    <StatusPageView
      onBack={back}
      title={t('app.notFound.title')}
      heading={t('app.notFound.title')}
      body={t('app.notFound.body')}
      actionText={t('app.home')}
      // The native app's home; a plain browser has none, and the site's home page stands in.
      onAction={() => {
        if (!bridge.goHome()) navigate(paths.home.href());
      }}
    />
  );
}
