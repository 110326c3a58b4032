import { ErrorState } from '@hiram/ui';
import { useT } from '../i18n/index.ts';
import { ScreenLayout } from '../screen/index.ts';

export interface RouteErrorViewProps {
  onRetry: () => void;
  onBack: () => void;
}

/** A screen whose code could not be had: its frame, and a retry. */
export function RouteErrorView({ onRetry, onBack }: RouteErrorViewProps) {
  const t = useT();
  return (
    <ScreenLayout title={t('app.routeError.title')} onBack={onBack}>
      <ErrorState
        title={t('app.routeError.title')}
        message={t('app.routeError.body')}
        retryText={t('app.retry')}
        onRetry={onRetry}
      />
    </ScreenLayout>
  );
}
