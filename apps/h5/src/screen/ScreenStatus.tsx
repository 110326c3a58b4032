import { ErrorState, Skeleton } from '@hiram/ui';
import { useT } from '../i18n/index.ts';
import { focusTitle } from './focusTitle.ts';
import { reloadWhenOnline } from './reloadWhenOnline.ts';
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
  const { kind, message } = props.error;
  const title = kind === 'malformed' ? t('screen.malformed.title') : t('screen.error.title');
  // Not the API's failure: the screen's own code did not arrive (the browser's words name a
  // file), and only a new page asks for it again.
  const code = kind === 'unknown';
  // `error` is what the client says when the answer said nothing: the toast's word, not a sentence.
  const unworded = message === t('api.error');
  const said = code
    ? t('app.routeError.body')
    : kind === 'network' || kind === 'timeout' || (kind === 'http' && unworded)
      ? t('screen.offline.body')
      : unworded
        ? undefined
        : message;
  // The tapped button gives way to the skeleton: focus goes to the title, not to the page.
  const retry = () => {
    if (code) return reloadWhenOnline(window);
    focusTitle();
    props.onRetry();
  };
  return <ErrorState title={title} message={said} onRetry={retry} retryText={t('app.retry')} />;
}
