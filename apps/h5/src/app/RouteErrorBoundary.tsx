import { ErrorState, NavBar } from '@hiram/ui';
import { useNavigate, useRouteError } from 'react-router-dom';
import { useT } from '../i18n/index.ts';
import { usePageBack } from '../screen/index.ts';

/** One per route: a failed screen (or a chunk that did not load) offers a retry, never a blank page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const t = useT();
  const back = usePageBack();
  if (import.meta.env.DEV) console.error(error);
  return (
    <>
      <NavBar title={t('app.routeError.title')} onBack={back} backLabel={t('app.back')} />
      <ErrorState
        title={t('app.routeError.title')}
        message={t('app.routeError.body')}
        retryText={t('app.retry')}
        onRetry={() => navigate(0)}
      />
    </>
  );
}
