import { ErrorState, Skeleton } from '@hiram/ui';
import { useT } from '../i18n/index.ts';
import { focusTitle } from './focusTitle.ts';
import type { ScreenError } from './resourceState.ts';

export type ScreenStatusProps =
  | { status: 'loading'; lines?: number }
  | { status: 'error'; error: ScreenError; onRetry: () => void };

/** The loading skeleton or the failed-load message with a retry, in place of a screen's content. */
export function ScreenStatus(props: ScreenStatusProps) {
  const t = useT();
  if (props.status === 'loading') {
    return <Skeleton loading label={t('app.loading')} lines={props.lines ?? 6} />;
  }
  const { error, onRetry } = props;
  const title = error.kind === 'malformed' ? t('screen.malformed.title') : t('screen.error.title');
  const message =
    error.kind === 'network' || error.kind === 'timeout' ? t('screen.offline.body') : error.message;
  // The tapped button gives way to the skeleton: focus goes to the title, not to the page.
  const retry = () => {
    focusTitle();
    onRetry();
  };
  return <ErrorState title={title} message={message} onRetry={retry} retryText={t('app.retry')} />;
}
