import { useLayoutEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { loadingPulse } from '../internal/loadingPulse.ts';
import { useUiStrings } from '../locale/useUiStrings.ts';

export interface QrImageProps {
  /** The QR image URL the server gave. */
  src: string;
  /** Alternative text, e.g. "QR code to pay ₱1.500,00 with GCash". */
  alt: string;
  /** Width and height in CSS pixels; shrinks with a narrower container. */
  size?: number | undefined;
  /** Shows the placeholder, e.g. while the URL is still being fetched. */
  loading?: boolean | undefined;
  /** Shown when the image cannot be loaded; the built-in message by default. */
  errorText?: string | undefined;
  /** Adds a retry button to the failed state; the image is requested again as well. */
  onRetry?: (() => void) | undefined;
  /** The retry button's label; the built-in "Retry" by default. */
  retryLabel?: string | undefined;
  className?: string | undefined;
}

/** 'retrying': the failed state stays up, its button busy, while the image is requested again. */
type LoadState = 'loading' | 'loaded' | 'failed' | 'retrying';

/** Kept out of a phone's forced dark theme, which can invert the picture past what apps scan. */
const Frame = styled.div<{ $size: number }>`
  color-scheme: only light;
  position: relative;
  box-sizing: border-box;
  width: ${({ $size }) => $size}px;
  max-width: 100%;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
`;

const Image = styled.img<{ $shown: boolean }>`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
  visibility: ${({ $shown }) => ($shown ? 'visible' : 'hidden')};

  /* Inside the frame, which clips whatever passes its edges. */
  &:focus-visible { outline-offset: -3px; }
`;

const Placeholder = styled.div`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => theme.color.disabled};
  ${loadingPulse}
`;

const Failed = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.color.control};
  border-radius: inherit;
  text-align: center;
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

/** A server-made QR image at a fixed square size, with loading and failed states. */
export function QrImage({
  src,
  alt,
  size = 200,
  loading = false,
  errorText,
  onRetry,
  retryLabel,
  className,
}: QrImageProps) {
  const strings = useUiStrings();
  const [state, setState] = useState<LoadState>('loading');
  const [attempt, setAttempt] = useState(0);
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    if (state !== 'retrying') setState('loading');
  }

  // The failed state goes, and its Retry with it, once the retried picture loads: if Retry had
  // the focus then, the picture takes it rather than the page, in the commit that shows it.
  // Focus the user moved elsewhere meanwhile stays put.
  const retryButton = useRef<HTMLButtonElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const focusImage = useRef(false);
  useLayoutEffect(() => {
    if (state !== 'loaded' || !focusImage.current) return;
    focusImage.current = false;
    image.current?.focus();
  }, [state]);

  const loaded = () => {
    focusImage.current =
      state === 'retrying' &&
      retryButton.current !== null &&
      document.activeElement === retryButton.current;
    setState('loaded');
  };

  const retry = () => {
    setState('retrying');
    setAttempt((count) => count + 1);
    onRetry?.();
  };

  return (
    <Frame $size={size} className={className}>
      {!loading && state !== 'failed' && (
        <Image
          key={`${src}#${attempt}`}
          ref={image}
          src={src}
          alt={alt}
          width={size}
          height={size}
          tabIndex={-1}
          $shown={state === 'loaded'}
          onLoad={loaded}
          onError={() => setState('failed')}
        />
      )}
      {(loading || state === 'loading') && (
        <Placeholder role="img" aria-label={strings.loading} aria-busy="true" />
      )}
      {!loading && (state === 'failed' || state === 'retrying') && (
        <Failed>
          <Message>{errorText ?? strings.qrFailed}</Message>
          {onRetry && (
            <Button
              ref={retryButton}
              variant="secondary"
              busy={state === 'retrying'}
              onClick={retry}
            >
              {retryLabel ?? strings.retry}
            </Button>
          )}
        </Failed>
      )}
    </Frame>
  );
}
