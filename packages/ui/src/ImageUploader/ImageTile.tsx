import { type MouseEvent, useId, useRef } from 'react';
import { css, styled } from 'styled-components';
import { LineIcon } from '../internal/IconButton.tsx';
import { useUiStrings } from '../locale/useUiStrings.ts';
import { progressPercent } from './fitWithin.ts';

export type UploadStatus = 'uploading' | 'done' | 'error';

export interface UploadItem {
  /** Tells the images apart; `onRemove`, `onRetry` and `onPreview` get it. */
  id: string;
  /** An object URL or the uploaded image's URL. */
  previewUrl: string;
  /** `uploading` shows the progress bar, `error` the failure and Retry, `done` the image alone. */
  status: UploadStatus;
  /** Upload progress from 0 to 1 while uploading; without it the bar shows no value. */
  progress?: number | undefined;
  /** Why the upload failed; the built-in "Upload failed" label by default. */
  error?: string | undefined;
  /** `false`: the failure is final (the file is no image), so no Retry is offered; only Remove. */
  retryable?: boolean | undefined;
  /** The image's description; "Image 2 of 5" by default. */
  alt?: string | undefined;
}

export interface ImageTileProps {
  item: UploadItem;
  alt: string;
  removeLabel: string;
  readOnly: boolean;
  disabled: boolean;
  onRemove?: (() => void) | undefined;
  onRetry?: (() => void) | undefined;
  onPreview?: (() => void) | undefined;
}

const cover = css`
  position: absolute;
  inset: 0;
`;

const bare = css`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;
  touch-action: manipulation;
`;

const Root = styled.div`
  position: relative;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.disabled};
  color: ${({ theme }) => theme.color.onToast};

  button:focus-visible { outline-offset: -3px; }

  /* The picture covers its preview button's ring: the ring is drawn on the picture. */
  button:focus-visible > img {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
`;

/** A picture that cannot be drawn shows its description, in the tile's text colour. */
const Picture = styled.img`
  ${cover}
  width: 100%;
  height: 100%;
  object-fit: cover;
  color: ${({ theme }) => theme.color.onDisabled};

  &:focus-visible { outline-offset: -3px; }
`;

const PreviewButton = styled.button`
  ${cover}
  ${bare}
  display: block;
  border-radius: inherit;
  cursor: zoom-in;
`;

const Shade = styled.div`
  ${cover}
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.toast};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: center;
`;

/** A strip along the bottom, so the picture stays visible while it uploads. */
const Uploading = styled(Shade)`
  top: auto;
  padding-top: ${({ theme }) => theme.space.xs};
`;

const Track = styled.div`
  width: 80%;
  height: 4px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.control};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: currentColor;
`;

/**
 * A failed upload: the words and Retry sit under the remove ×'s drawn corner (its 22 px icon ends
 * 33 px down), so it covers none of them.
 */
const Failed = styled(Shade)`
  justify-content: flex-end;
  padding-top: 34px;
`;

/** The whole failed tile retries, the × aside: a large target on a tile under 100 px wide. */
const RetryCover = styled(Failed).attrs({ as: 'button', type: 'button' })`
  border: 0;
  color: inherit;
  font-family: inherit;
  cursor: pointer;
  touch-action: manipulation;

  &:focus-visible { outline-color: currentColor; }
  &:disabled { cursor: not-allowed; }
`;

/** At most two lines, so Retry always fits. */
const Message = styled.span`
  max-height: 2.5em;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

/** Retry's label, drawn as a button along the tile's foot, clear of the remove ×'s target. */
const RetryLabel = styled.span`
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** A 44 px target around a small round ×. */
const RemoveButton = styled.button`
  ${bare}
  position: absolute;
  top: 0;
  right: 0;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;

  & > svg {
    border-radius: 50%;
    background: ${({ theme }) => theme.color.toast};
  }
`;

/** One image of the uploader: preview, upload progress or failure, and its remove button. */
export function ImageTile({
  item,
  alt,
  removeLabel,
  readOnly,
  disabled,
  onRemove,
  onRetry,
  onPreview,
}: ImageTileProps) {
  const strings = useUiStrings();
  const messageId = useId();
  const pictureRef = useRef<HTMLImageElement>(null);
  const picture = (
    <Picture
      ref={pictureRef}
      src={item.previewUrl}
      alt={alt}
      draggable={false}
      tabIndex={onPreview ? undefined : -1}
    />
  );
  const percent = item.progress === undefined ? undefined : progressPercent(item.progress);
  const previewButton = useRef<HTMLButtonElement>(null);

  // Retry goes with the failed state and would take the focus to the page. The tile's picture
  // takes it instead (its preview button, else the picture itself): it stays through every state
  // and is never disabled, its ring outlines the whole tile, Tab from it reaches Retry again if
  // the upload fails again, and a second Enter (a double press, a held key) at most opens the
  // preview, where on Remove it would delete the photo. Only a Retry that has the focus hands it
  // on: a tap that did not focus it moves nothing.
  const retry = (event: MouseEvent<HTMLButtonElement>) => {
    if (document.activeElement === event.currentTarget) {
      (previewButton.current ?? pictureRef.current)?.focus();
    }
    onRetry?.();
  };

  return (
    <Root>
      {onPreview ? (
        <PreviewButton ref={previewButton} type="button" onClick={onPreview}>
          {picture}
        </PreviewButton>
      ) : (
        picture
      )}
      {!readOnly && item.status === 'uploading' && (
        <Uploading>
          <span aria-hidden="true">
            {percent === undefined ? strings.uploading : `${percent}%`}
          </span>
          <Track
            role="progressbar"
            aria-label={strings.uploading}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <Fill style={{ width: `${percent ?? 0}%` }} />
          </Track>
        </Uploading>
      )}
      {!readOnly &&
        item.status === 'error' &&
        (onRetry ? (
          <RetryCover disabled={disabled} aria-describedby={messageId} onClick={retry}>
            {/* Said as Retry's description, not in its name. */}
            <Message id={messageId} aria-hidden="true">
              {item.error ?? strings.uploadFailed}
            </Message>
            <RetryLabel>{strings.retry}</RetryLabel>
          </RetryCover>
        ) : (
          <Failed>
            <Message id={messageId}>{item.error ?? strings.uploadFailed}</Message>
          </Failed>
        ))}
      {!readOnly && onRemove && (
        <RemoveButton type="button" aria-label={removeLabel} disabled={disabled} onClick={onRemove}>
          <LineIcon d="M8 8l8 8M16 8l-8 8" size={22} />
        </RemoveButton>
      )}
    </Root>
  );
}
