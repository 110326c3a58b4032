import { ErrorState } from '@hiram/ui';
import { styled } from 'styled-components';
import { useT } from '../i18n/index.ts';
import { type LinkGuard, linkGuard } from './linkGuard.ts';

/**
 * Agreement and privacy pages are read-only text, often drawn by script and keeping state in
 * their own storage: they get scripts, their own origin, and popups so their links still open.
 * No forms and never `allow-top-navigation`: the page cannot take the app's window away.
 * A same-origin page with scripts could lift its own sandbox; it is this app's own content.
 */
const SANDBOX = 'allow-scripts allow-same-origin allow-popups';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
`;

export interface SafeFrameProps {
  /** Server- or URL-given address; shown only when the link guard allows it. */
  src: string | null | undefined;
  /** Names the embedded page for screen readers. */
  title: string;
  className?: string;
  guard?: Pick<LinkGuard, 'check'>;
}

export function SafeFrame({ src, title, className, guard = linkGuard }: SafeFrameProps) {
  const t = useT();
  const link = guard.check(src);
  if (!link.ok) {
    return (
      <ErrorState
        className={className}
        title={t('link.frameBlocked')}
        message={t('link.blocked')}
      />
    );
  }
  return (
    <Frame
      className={className}
      src={link.url}
      title={title}
      sandbox={SANDBOX}
      referrerPolicy="no-referrer"
      loading="lazy"
    />
  );
}
