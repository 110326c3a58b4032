import { ErrorState } from '@hiram/ui';
import { useT } from '../i18n/index.ts';
import { ScreenLayout, usePageBack } from '../screen/index.ts';

export function RouteErrorView({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  const back = usePageBack();
  return (
    <ScreenLayout title={t('app.routeError.title')} onBack={back}>
      <ErrorState
        title={t('app.routeError.title')}
        message={t('app.routeError.body')}
        retryText={t('app.retry')}
        onRetry={onRetry}
      />
    </ScreenLayout>
  );
}
