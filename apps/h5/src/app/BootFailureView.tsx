import { ErrorState } from '@hiram/ui';
import { useT } from '../i18n/index.ts';

export interface BootFailureViewProps {
  /** The button's action; in a prerendered page the entry gives it (`showBootFailure`). */
  onRetry: () => void;
}

/** In place of a screen's loading state when the app's own code could not be fetched. */
export function BootFailureView({ onRetry }: BootFailureViewProps) {
  const t = useT();
  return (
    <ErrorState
      title={t('app.routeError.title')}
      message={t('app.routeError.body')}
      retryText={t('app.retry')}
      onRetry={onRetry}
    />
  );
}
