import { type ChangeEvent, useEffect, useId, useRef } from 'react';
import { styled } from 'styled-components';
import { fillLabel } from '../internal/fillLabel.ts';
import { LineIcon } from '../internal/IconButton.tsx';
import { useAnnouncement } from '../internal/useAnnouncement.ts';
import { VisuallyHidden } from '../internal/VisuallyHidden.ts';
import { useUiStrings } from '../locale/useUiStrings.ts';
import { ImageTile, type UploadItem } from './ImageTile.tsx';

export interface ImageUploaderProps {
  /** The images, in order; the caller owns them and updates their status. */
  items: readonly UploadItem[];
  /** The add control hides once there are this many images; 9 by default. */
  max?: number | undefined;
  /** Gets each image the user picks, one at a time. */
  onAdd?: ((file: File) => void) | undefined;
  /** Shows a remove button on each image; given the tapped image's `id`, the caller drops it. */
  onRemove?: ((id: string) => void) | undefined;
  /** Shows Retry on a failed upload (unless `retryable` is `false`); given the image's `id`. */
  onRetry?: ((id: string) => void) | undefined;
  /** A tap on an image, e.g. to open `ImagePreview`. */
  onPreview?: ((id: string) => void) | undefined;
  /** Shows the images only: no add, remove or retry. */
  readOnly?: boolean | undefined;
  /** Greys out add, remove and Retry, e.g. while the form is sent; the preview still opens. */
  disabled?: boolean | undefined;
  /** The list's accessible name; the built-in "Images" label by default. */
  label?: string | undefined;
  /** MIME types offered by the picker; `image/*` by default. */
  accept?: string | undefined;
  className?: string | undefined;
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const AddControl = styled.label`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  aspect-ratio: 1;
  border: 1px dashed ${({ theme }) => theme.color.control};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: center;
  cursor: pointer;
  touch-action: manipulation;

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * Focusable and announced, but drawn by its label: laid invisibly over the whole tile (as
 * `internal/HiddenInput` does), so a tap anywhere lands on it and the highlight an accessibility
 * service draws round its bounds (Switch Access, TalkBack) outlines the tile, not a dot.
 */
const FileInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  padding: 0;
  opacity: 0;
  cursor: inherit;

  &::file-selector-button { cursor: inherit; }
`;

/**
 * The complaint's image picker: a grid of up to `max` images with upload progress, retry and
 * remove, and an add control that takes one image at a time. Read-only, it only shows them.
 */
export function ImageUploader({
  items,
  max = 9,
  onAdd,
  onRemove,
  onRetry,
  onPreview,
  readOnly = false,
  disabled = false,
  label,
  accept = 'image/*',
  className,
}: ImageUploaderProps) {
  const strings = useUiStrings();
  const countId = useId();
  const list = useRef<HTMLUListElement>(null);
  const removed = useRef<{ id: string; position: number } | null>(null);
  const total = items.length;
  const canAdd = !readOnly && onAdd !== undefined && total < max;

  // A removed tile takes its focused button with it: focus the tile now in its place instead.
  useEffect(() => {
    const pending = removed.current;
    if (!pending || items.some((item) => item.id === pending.id)) return;
    removed.current = null;
    const rows = list.current?.children;
    const row = rows?.[Math.min(pending.position, rows.length - 1)];
    row?.querySelector<HTMLElement>('input, button[aria-label]')?.focus();
  }, [items]);

  // An image whose upload finished is said aloud; only failures reach the caller.
  const [announcement, announce] = useAnnouncement();
  const statuses = useRef<ReadonlyMap<string, UploadItem['status']> | null>(null);
  useEffect(() => {
    const before = statuses.current;
    statuses.current = new Map(items.map((item) => [item.id, item.status]));
    if (!before) return;
    items.forEach((item, position) => {
      if (item.status === 'done' && before.get(item.id) !== 'done') {
        announce(fillLabel(strings.imageAdded, { index: position + 1, total }));
      }
    });
  }, [items, total, strings.imageAdded, announce]);

  // The add control goes once the last image is in, and takes the focus with it.
  const picked = useRef(false);
  useEffect(() => {
    if (canAdd || !picked.current) return;
    picked.current = false;
    if (document.activeElement !== document.body) return;
    list.current?.lastElementChild
      ?.querySelector<HTMLElement>('input, button[aria-label]')
      ?.focus();
  }, [canAdd]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared so that choosing the same photo again still reports a change.
    event.currentTarget.value = '';
    if (!file) return;
    picked.current = true;
    onAdd?.(file);
  };

  return (
    <>
      <Grid ref={list} aria-label={label ?? strings.images} className={className}>
        {items.map((item, position) => (
          <li key={item.id}>
            <ImageTile
              item={item}
              alt={item.alt ?? fillLabel(strings.imageOf, { index: position + 1, total })}
              removeLabel={fillLabel(strings.removeImage, { index: position + 1 })}
              readOnly={readOnly}
              disabled={disabled}
              onRemove={
                onRemove &&
                (() => {
                  removed.current = { id: item.id, position };
                  onRemove(item.id);
                })
              }
              onRetry={onRetry && item.retryable !== false ? () => onRetry(item.id) : undefined}
              onPreview={onPreview && (() => onPreview(item.id))}
            />
          </li>
        ))}
        {canAdd && (
          <li>
            <AddControl data-disabled={disabled || undefined}>
              <FileInput
                type="file"
                accept={accept}
                disabled={disabled}
                aria-label={strings.addImage}
                aria-describedby={countId}
                onChange={pick}
              />
              <LineIcon d="M12 5v14M5 12h14" size={28} />
              <span aria-hidden="true">{strings.addImage}</span>
              <span id={countId}>
                {total}/{max}
              </span>
            </AddControl>
          </li>
        )}
      </Grid>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </>
  );
}
