import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { bridge } from '../bridge/index.ts';
import { useT } from '../i18n/index.ts';
import { paths } from '../paths/index.ts';
import { useNavigateOnce, usePageBack } from '../screen/index.ts';
import { StatusPageView } from './StatusPageView.tsx';

export default function NotFoundPage() {
  const t = useT();
  const back = usePageBack();
  const navigate = useNavigateOnce();
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: again for each unknown path in turn
  useEffect(() => {
    // A same-origin link the router does not know may still be the host's: a page by its file's
    // name (`/loanDetail/index.html`), `promo.html`, a document. The host says, in a full load; a
    // path it does not have comes back here, now the document's own, and stays.
    const loadedAt = performance.getEntriesByType('navigation')[0]?.name;
    if (loadedAt && new URL(loadedAt).pathname !== window.location.pathname) {
      window.location.replace(window.location.href);
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
