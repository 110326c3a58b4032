import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { splitWords } from '../../docs/splitWords.ts';
import { ImagePreview } from '../ImagePreview/ImagePreview.tsx';
import { fillLabel } from '../internal/fillLabel.ts';
import { enStrings } from '../locale/en.ts';
import { filStrings } from '../locale/fil.ts';
import { contrast, toHex } from '../theme/color.ts';
import type { UploadItem } from './ImageTile.tsx';
import { ImageUploader, type ImageUploaderProps } from './ImageUploader.tsx';
import { shrinkImage } from './shrinkImage.ts';

/** A photo drawn as an inline SVG, so the stories need no network. */
function photo(text: string, fill: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300">
<rect width="300" height="300" fill="${fill}"/>
<text x="150" y="165" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const fills = [
  '#0f766e',
  '#1d4ed8',
  '#9a3412',
  '#be123c',
  '#4338ca',
  '#15803d',
  '#b45309',
  '#1e1b4b',
  '#c2410c',
];

const image = (n: number, extra: Partial<UploadItem> = {}): UploadItem => ({
  id: `photo-${n}`,
  previewUrl: photo(`#${n}`, fills[(n - 1) % fills.length] ?? '#0f766e'),
  status: 'done',
  ...extra,
});

const done = (count: number) => Array.from({ length: count }, (_, index) => image(index + 1));

/** Draws a test image on a canvas and encodes it as a file, like a phone camera's photo. */
async function canvasFile(
  width: number,
  height: number,
  type = 'image/jpeg',
  { transparentCorner = false } = {},
): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#0f766e');
  gradient.addColorStop(1, '#be123c');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  if (transparentCorner) context.clearRect(0, 0, width / 4, height / 4);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((result) => (result ? resolve(result) : reject(new Error('encode'))), type, 0.95),
  );
  return new File([blob], `photo.${type.split('/')[1]}`, { type });
}

/** Decodes an image independently of the helper under test. */
async function decodedSize(blob: Blob) {
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

const meta = {
  title: 'Components/ImageUploader',
  component: ImageUploader,
  args: { items: [], onAdd: fn(), onRemove: fn(), onRetry: fn(), onPreview: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ImageUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) => {
  const input = root.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('No file input');
  return input;
};

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Images' })).toBeVisible();
    const add = canvas.getByLabelText('Add image');
    await expect(add).toBe(fileInput(canvasElement));
    await expect(add).toHaveAttribute('accept', 'image/*');
    await expect(add).not.toHaveAttribute('multiple');
    await expect(add).toHaveAccessibleDescription('0/9');
    const box = add.closest('label')?.getBoundingClientRect();
    await expect(box?.width).toBeGreaterThanOrEqual(44);
    await expect(box?.height).toBeGreaterThanOrEqual(44);
    await userEvent.tab();
    await expect(add).toHaveFocus();
  },
};

/**
 * The add control's native file input lies over the whole tile, so the highlight an
 * accessibility service draws round it (Switch Access, TalkBack) outlines the tile, and a tap
 * anywhere on the tile lands on the input, which opens the photo picker. Its name, its "0/9"
 * description and the tile's keyboard ring stay as they were.
 */
export const AddControlCoversTile: Story = {
  play: async ({ args, canvas }) => {
    const add = canvas.getByLabelText(enStrings.addImage);
    const tile = add.closest('li')?.getBoundingClientRect();
    if (!tile) throw new Error('No tile');
    const box = add.getBoundingClientRect();
    for (const side of ['left', 'top', 'right', 'bottom'] as const) {
      await expect(Math.abs(box[side] - tile[side])).toBeLessThanOrEqual(1);
    }
    // A tap at the tile's centre (on the + icon) or near any corner hits the input itself.
    const inset = 4;
    const points = [
      [(tile.left + tile.right) / 2, (tile.top + tile.bottom) / 2],
      [tile.left + inset, tile.top + inset],
      [tile.right - inset, tile.top + inset],
      [tile.left + inset, tile.bottom - inset],
      [tile.right - inset, tile.bottom - inset],
    ] as const;
    for (const [x, y] of points) await expect(document.elementFromPoint(x, y)).toBe(add);
    await expect(add).toHaveAccessibleName(enStrings.addImage);
    await expect(add).toHaveAccessibleDescription('0/9');
    await userEvent.tab();
    await expect(add).toHaveFocus();
    const ring = getComputedStyle(add.closest('label') ?? add);
    await expect([ring.outlineStyle, ring.outlineWidth]).toEqual(['solid', '3px']);
    const receipt = await canvasFile(120, 90, 'image/png');
    await userEvent.upload(add, receipt);
    await expect(args.onAdd).toHaveBeenCalledWith(receipt);
  },
};

/**
 * A picture reached with the keyboard shows its focus ring: drawn on the picture, which covers
 * its preview button (a ring drawn on the button itself was painted over).
 */
export const PictureFocusRing: Story = {
  args: { items: done(2) },
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('button', { name: 'Image 1 of 2' });
    await userEvent.tab();
    await expect(preview).toHaveFocus();
    const picture = preview.querySelector('img');
    await expect(picture).not.toBeNull();
    const ring = getComputedStyle(picture as HTMLImageElement);
    await expect(ring.outlineStyle).toBe('solid');
    await expect(ring.outlineWidth).toBe('3px');
  },
};

export const SomeImages: Story = {
  args: { items: done(3) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByLabelText('Add image')).toHaveAccessibleDescription('3/9');
    await userEvent.click(canvas.getByRole('button', { name: 'Image 1 of 3' }));
    await expect(args.onPreview).toHaveBeenCalledWith('photo-1');
    const remove = canvas.getByRole('button', { name: 'Remove image 2' });
    const box = remove.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(args.onRemove).toHaveBeenCalledWith('photo-2');
    await expect(args.onPreview).toHaveBeenCalledTimes(1);
  },
};

export const Uploading: Story = {
  args: {
    items: [
      image(1, { id: 'half', status: 'uploading', progress: 0.456 }),
      image(2, { id: 'starting', status: 'uploading' }),
    ],
  },
  play: async ({ canvas }) => {
    const [half, starting] = canvas.getAllByRole('progressbar', { name: 'Uploading' });
    await expect(half).toHaveAttribute('aria-valuenow', '46');
    await expect(half).toHaveAttribute('aria-valuemin', '0');
    await expect(half).toHaveAttribute('aria-valuemax', '100');
    await expect(canvas.getByText('46%')).toBeVisible();
    await expect(starting).not.toHaveAttribute('aria-valuenow');
    // The picture stays visible above the progress strip.
    await expect(canvas.getByRole('img', { name: 'Image 1 of 2' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove image 1' })).toBeVisible();
  },
};

export const UploadError: Story = {
  args: {
    items: [
      ...done(1),
      image(2, { id: 'failed', status: 'error', error: 'Network error' }),
      image(3, { id: 'failed-default', status: 'error' }),
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Network error')).toBeVisible();
    await expect(canvas.getByText('Upload failed')).toBeVisible();
    const [retry] = canvas.getAllByRole('button', { name: 'Retry' });
    await expect(retry).toHaveAccessibleDescription('Network error');
    await expect(retry?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    if (retry) await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onRetry).toHaveBeenCalledWith('failed');
  },
};

/** Whether two boxes share any point. */
const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * On the narrowest phone a failed tile's Retry, the words saying it failed and the remove × keep
 * apart: a thumb on Retry retries (it used to land on the ×, which deleted the picture), and the
 * × covers none of the words.
 */
export const FailedTileOnSmallPhone: Story = {
  args: {
    items: [
      ...done(1),
      image(2, { id: 'failed', status: 'error' }),
      image(3, { id: 'failed-long', status: 'error', error: 'The file is too large to send' }),
    ],
  },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ args, canvas }) => {
    for (const [index, id] of [
      [2, 'failed'],
      [3, 'failed-long'],
    ] as const) {
      const remove = canvas.getByRole('button', { name: `Remove image ${index}` });
      const tile = remove.parentElement as HTMLElement;
      const retry = within(tile).getByRole('button', { name: 'Retry' });
      const label = within(retry).getByText('Retry');
      const words = retry.querySelector('[id]') as HTMLElement;
      const cross = remove.querySelector('svg') as SVGSVGElement;
      // The words sit on the tile's dark shade, not straight on the picture.
      await expect(getComputedStyle(retry).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
      await expect(overlap(label.getBoundingClientRect(), remove.getBoundingClientRect())).toBe(
        false,
      );
      await expect(overlap(words.getBoundingClientRect(), cross.getBoundingClientRect())).toBe(
        false,
      );
      const { left, top, width } = label.getBoundingClientRect();
      const hit = document.elementFromPoint(left + width - 2, top + 2);
      await expect(retry.contains(hit)).toBe(true);
      await userEvent.click(label);
      await expect(args.onRetry).toHaveBeenLastCalledWith(id);
    }
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** How long the retried upload in `RetryDemo` takes before it settles. */
const RETRY_UPLOAD_MS = 500;

/**
 * A caller that uploads a failed image again on Retry: the tile shows its progress, then, after
 * `RETRY_UPLOAD_MS`, the upload succeeds (`outcome: 'done'`) or fails once more (`'error'`).
 */
function RetryDemo({ outcome, ...props }: ImageUploaderProps & { outcome: 'done' | 'error' }) {
  const [items, setItems] = useState(props.items);
  return (
    <ImageUploader
      {...props}
      items={items}
      onRetry={(id) => {
        props.onRetry?.(id);
        const update = (change: Partial<UploadItem>) =>
          setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
        update({ status: 'uploading', progress: 0.5 });
        setTimeout(
          () =>
            update(outcome === 'done' ? { status: 'done', error: undefined } : { status: 'error' }),
          RETRY_UPLOAD_MS,
        );
      }}
    />
  );
}

/** An uploaded image and one whose upload failed, which can be retried. */
const failedSecond = [
  ...done(1),
  image(2, { id: 'failed', status: 'error', error: 'Network error' }),
];
const secondImage = fillLabel(enStrings.imageOf, { index: 2, total: 2 });

/**
 * Retry, pressed with the keyboard on the failed tile, and the upload then succeeds. Retry goes
 * with the failed state; the focus moves to the tile's picture (its preview button) at once and
 * stays there while it uploads and once it is in, instead of falling to the page.
 */
export const RetryKeepsFocusOnTile: Story = {
  args: { items: failedSecond },
  render: (args) => <RetryDemo {...args} outcome="done" />,
  play: async ({ args, canvas }) => {
    const picture = canvas.getByRole('button', { name: secondImage });
    picture.focus();
    await userEvent.tab();
    const retry = canvas.getByRole('button', { name: enStrings.retry });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledWith('failed');
    await expect(canvas.getByRole('progressbar', { name: enStrings.uploading })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: enStrings.retry })).toBeNull();
    await expect(document.activeElement).not.toBe(document.body);
    await expect(picture).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), { timeout: 3000 });
    await expect(canvas.queryByText('Network error')).toBeNull();
    await expect(picture).toHaveFocus();
  },
};

/**
 * Retry, pressed with the keyboard, and the upload fails again: the focus, moved to the tile's
 * picture when Retry went, is still there when the failure and its Retry come back, and one Tab
 * reaches Retry again.
 */
export const RetryFailsAgainKeepsFocusOnTile: Story = {
  args: { items: failedSecond },
  render: (args) => <RetryDemo {...args} outcome="error" />,
  play: async ({ args, canvas }) => {
    const picture = canvas.getByRole('button', { name: secondImage });
    picture.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: enStrings.retry })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledWith('failed');
    await expect(canvas.getByRole('progressbar', { name: enStrings.uploading })).toBeVisible();
    await expect(document.activeElement).not.toBe(document.body);
    await expect(picture).toHaveFocus();
    const again = await canvas.findByRole('button', { name: enStrings.retry }, { timeout: 3000 });
    await expect(canvas.getByText('Network error')).toBeVisible();
    await expect(document.activeElement).not.toBe(document.body);
    await expect(picture).toHaveFocus();
    await userEvent.tab();
    await expect(again).toHaveFocus();
  },
};

/**
 * Without `onPreview` the picture is no button: Retry, pressed with the keyboard, hands the focus
 * to the picture itself, where a second Enter does nothing (on Remove it would delete the photo);
 * it keeps the focus when the upload fails again, and Tab goes back to Retry.
 */
export const RetryWithoutPreviewKeepsFocusOnThePicture: Story = {
  args: { items: failedSecond, onPreview: undefined },
  render: (args) => <RetryDemo {...args} outcome="error" />,
  play: async ({ args, canvas }) => {
    const picture = canvas.getByRole('img', {
      name: fillLabel(enStrings.imageOf, { index: 2, total: 2 }),
    });
    canvas.getByRole('button', { name: enStrings.retry }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledWith('failed');
    await expect(canvas.getByRole('progressbar', { name: enStrings.uploading })).toBeVisible();
    await expect(picture).toHaveFocus();
    // A second Enter, a double press or a held key, deletes nothing.
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).not.toHaveBeenCalled();
    const again = await canvas.findByRole('button', { name: enStrings.retry }, { timeout: 3000 });
    await expect(picture).toHaveFocus();
    await userEvent.tab();
    await expect(again).toHaveFocus();
  },
};

/** A final failure (`retryable: false`, e.g. a file that is no image): Remove, and no Retry. */
export const FinalError: Story = {
  args: {
    items: [
      image(1, { id: 'no-image', status: 'error', error: 'Not a picture', retryable: false }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not a picture')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
    await expect(canvas.getByRole('button', { name: /Remove image 1/ })).toBeVisible();
  },
};

export const LongErrorText: Story = {
  args: {
    items: [
      {
        ...done(1)[0],
        id: 'too-big',
        status: 'error',
        error: 'The image is larger than the 5 MB the server accepts; choose a smaller photo',
      } as UploadItem,
    ],
  },
  play: async ({ canvas }) => {
    const retry = canvas.getByRole('button', { name: 'Retry' });
    const tile = retry.closest('li')?.getBoundingClientRect();
    const box = retry.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(tile?.bottom ?? 0);
    await expect(box.top).toBeGreaterThanOrEqual(tile?.top ?? 0);
  },
};

/** At the limit of 9 the add control is gone. */
export const Full: Story = {
  args: { items: done(9) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(9);
    await expect(canvasElement.querySelector('input[type="file"]')).toBeNull();
    await expect(canvas.queryByLabelText('Add image')).toBeNull();
  },
};

export const CustomMax: Story = {
  args: { items: done(2), max: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Add image')).toHaveAccessibleDescription('2/3');
  },
};

/** The complaint detail: images only, a tap opens the preview. */
export const ReadOnly: Story = {
  args: { items: done(3), readOnly: true, label: 'Complaint images' },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Complaint images' })).toBeVisible();
    await expect(canvasElement.querySelector('input')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Image 3 of 3' }));
    await expect(args.onPreview).toHaveBeenCalledWith('photo-3');
  },
};

/** A computed `rgb(…)` colour as hex. */
const hexOf = (rgb: string) => {
  const [r = 0, g = 0, b = 0] = rgb.match(/\d+/g)?.map(Number) ?? [];
  return toHex([r, g, b]);
};

/**
 * A picture that cannot be drawn (its link expired, the server sent no image) shows its
 * description on the tile, readable: dark on the tile's pale grey.
 */
export const BrokenPicture: Story = {
  args: {
    items: [{ id: 'broken', previewUrl: 'data:image/png;base64,AAAA', status: 'done' }],
    readOnly: true,
  },
  play: async ({ canvas }) => {
    const picture = canvas.getByRole<HTMLImageElement>('img', { name: 'Image 1 of 1' });
    await waitFor(() => expect(picture.complete && picture.naturalWidth === 0).toBe(true));
    const tile = picture.closest('li')?.firstElementChild as HTMLElement;
    const ratio = contrast(
      hexOf(getComputedStyle(picture).color),
      hexOf(getComputedStyle(tile).backgroundColor),
    );
    await expect(ratio).toBeGreaterThanOrEqual(4.5);
  },
};

export const ReadOnlyWithoutPreview: Story = {
  args: { items: done(2), readOnly: true, onPreview: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Image 1 of 2' })).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

function PreviewDemo(props: ImageUploaderProps) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ImageUploader
        {...props}
        onPreview={(id) => setOpen(props.items.findIndex((item) => item.id === id))}
      />
      <ImagePreview
        open={open !== null}
        images={props.items.map((item, index) => ({
          src: item.previewUrl,
          alt: `Image ${index + 1} of ${props.items.length}`,
        }))}
        defaultIndex={open ?? 0}
        onClose={() => setOpen(null)}
      />
    </>
  );
}

export const ReadOnlyOpensPreview: Story = {
  args: { items: done(3), readOnly: true },
  render: (args) => <PreviewDemo {...args} />,
  play: async ({ canvas }) => {
    const second = canvas.getByRole('button', { name: 'Image 2 of 3' });
    await userEvent.click(second);
    await screen.findByRole('dialog', { name: 'Image preview' });
    await expect(screen.getByText('2 of 3')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(second).toHaveFocus());
  },
};

export const Disabled: Story = {
  args: { items: [...done(1), image(2, { id: 'x', status: 'error' })], disabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByLabelText('Add image')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove image 1' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image 1' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** A caller that keeps the list: each picked file appears, a remove takes it away. */
function AddFlowDemo(props: ImageUploaderProps) {
  const [items, setItems] = useState<readonly UploadItem[]>([]);
  return (
    <ImageUploader
      {...props}
      items={items}
      onAdd={(file) => {
        props.onAdd?.(file);
        setItems((list) => [
          ...list,
          {
            id: `${file.name}-${list.length}`,
            previewUrl: URL.createObjectURL(file),
            status: 'done',
          },
        ]);
      }}
      onRemove={(id) => {
        props.onRemove?.(id);
        setItems((list) => list.filter((item) => item.id !== id));
      }}
    />
  );
}

export const AddFlow: Story = {
  render: (args) => <AddFlowDemo {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const receipt = await canvasFile(120, 90, 'image/png');
    await userEvent.upload(fileInput(canvasElement), receipt);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(args.onAdd).toHaveBeenCalledWith(receipt);
    await expect(await canvas.findByRole('img', { name: 'Image 1 of 1' })).toBeVisible();
    // A screen reader hears it, once: the line then leaves the page.
    const live = canvasElement.querySelector('[aria-live="polite"]');
    await expect(live).toHaveTextContent('Image 1 of 1 added');
    await waitFor(() => expect(live).toBeEmptyDOMElement(), { timeout: 3000 });
    // Picked again, the same file still counts: the input is cleared after each pick.
    await userEvent.upload(fileInput(canvasElement), receipt);
    await expect(args.onAdd).toHaveBeenCalledTimes(2);
    await expect(canvas.getByLabelText('Add image')).toHaveAccessibleDescription('2/9');
    // Files that are not images are not offered.
    const pdf = new File(['%PDF-1.4'], 'statement.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(canvasElement), pdf);
    await expect(args.onAdd).toHaveBeenCalledTimes(2);

    const removeFirst = canvas.getByRole('button', { name: 'Remove image 1' });
    removeFirst.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith('photo.png-0');
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    // Focus stays in the list, on the tile that took the removed one's place.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Remove image 1' })).toHaveFocus(),
    );
  },
};

/** Stops adding at 9, even when the caller keeps saying yes. */
export const AddUntilFull: Story = {
  render: (args) => <AddFlowDemo {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const receipt = await canvasFile(40, 40, 'image/png');
    for (let count = 1; count <= 9; count += 1) {
      await userEvent.upload(fileInput(canvasElement), receipt);
    }
    await expect(args.onAdd).toHaveBeenCalledTimes(9);
    await expect(canvasElement.querySelector('input[type="file"]')).toBeNull();
    // The add control took focus with it: the last image has it now.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Remove image 9' })).toHaveFocus(),
    );
  },
};

/** A caller that shrinks each photo before sending it. */
function ShrinkDemo(props: ImageUploaderProps) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [sent, setSent] = useState('');
  return (
    <>
      <ImageUploader
        {...props}
        items={items}
        onAdd={async (file) => {
          props.onAdd?.(file);
          const small = await shrinkImage(file);
          const { width, height } = await decodedSize(small);
          setSent(`Ready to send: ${width} × ${height}, ${small.type}`);
          setItems((list) => [
            ...list,
            { id: String(list.length), previewUrl: URL.createObjectURL(small), status: 'done' },
          ]);
        }}
      />
      <p>{sent}</p>
    </>
  );
}

export const ShrinksLargePhotos: Story = {
  render: (args) => <ShrinkDemo {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const large = await canvasFile(4000, 3000);
    await userEvent.upload(fileInput(canvasElement), large);
    await expect(
      await canvas.findByText('Ready to send: 1600 × 1200, image/jpeg', {}, { timeout: 5000 }),
    ).toBeVisible();

    const portrait = await shrinkImage(await canvasFile(1500, 3000), { maxSide: 1000 });
    await expect(await decodedSize(portrait)).toEqual({ width: 500, height: 1000 });

    const small = await canvasFile(800, 600);
    await expect(await shrinkImage(small)).toBe(small);

    const transparent = await shrinkImage(
      await canvasFile(2400, 1200, 'image/png', { transparentCorner: true }),
    );
    await expect(transparent.type).toBe('image/png');
    await expect(await decodedSize(transparent)).toEqual({ width: 1600, height: 800 });
    const bitmap = await createImageBitmap(transparent);
    const probe = document.createElement('canvas').getContext('2d');
    probe?.drawImage(bitmap, 0, 0);
    await expect(probe?.getImageData(5, 5, 1, 1).data[3]).toBe(0);

    const opaque = await shrinkImage(await canvasFile(2400, 1200, 'image/png'));
    await expect(opaque.type).toBe('image/jpeg');

    const broken = new File(['not an image'], 'photo.jpg', { type: 'image/jpeg' });
    await expect(await shrinkImage(broken)).toBe(broken);
  },
};

/**
 * `strip`: an image that already fits is drawn again too, so only its pixels go (no photo
 * metadata, no script an SVG holds); a file that is no image is refused.
 */
export const StripsWhatIsNotPixels: Story = {
  render: (args) => <ShrinkDemo {...args} />,
  play: async () => {
    const small = await canvasFile(800, 600, 'image/png');
    const drawn = await shrinkImage(small, { strip: true });
    await expect(drawn).not.toBe(small);
    await expect(drawn.type).toBe('image/jpeg');
    await expect(await decodedSize(drawn)).toEqual({ width: 800, height: 600 });

    const svg = new File(
      [
        '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" onload="alert(1)"><rect width="20" height="10"/></svg>',
      ],
      'small.svg',
      { type: 'image/svg+xml' },
    );
    const svgDrawn = await shrinkImage(svg, { strip: true });
    await expect(svgDrawn.type).toBe('image/jpeg');
    await expect(await svgDrawn.text()).not.toContain('alert');

    const page = new File(['<p>not an image</p>'], 'page.html', { type: 'text/html' });
    await expect(shrinkImage(page, { strip: true })).rejects.toThrow();
  },
};

export const Chinese: Story = {
  args: { items: [...done(1), image(2, { id: 'e', status: 'error' })] },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '图片' })).toBeVisible();
    await expect(canvas.getByLabelText('添加图片')).toHaveAttribute('type', 'file');
    await expect(canvas.getByText('添加图片')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '删除第 1 张图片' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
    await expect(canvas.getByText('上传失败')).toBeVisible();
  },
};

export const Indonesian: Story = {
  args: { items: [image(1, { id: 'u', status: 'uploading', progress: 0.2 })] },
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Mengunggah' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hapus gambar 1' })).toBeVisible();
    await expect(canvas.getByLabelText('Tambah gambar')).toBeInTheDocument();
  },
};

/**
 * In Filipino on a small phone: an uploaded image, a failed one and one uploading with no
 * progress known, with the built-in labels. The failed tile's built-in message shows whole and
 * its Retry fits inside the tile (which cuts off whatever passes its edges), no word broken.
 */
export const Filipino: Story = {
  args: {
    items: [
      ...done(1),
      image(2, { id: 'e', status: 'error' }),
      image(3, { id: 'u', status: 'uploading' }),
    ],
  },
  globals: { locale: 'fil', viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: filStrings.images })).toBeVisible();
    await expect(canvas.getByLabelText(filStrings.addImage)).toHaveAttribute('type', 'file');
    await expect(canvas.getByText(filStrings.addImage)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: fillLabel(filStrings.removeImage, { index: 1 }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: filStrings.uploading })).toBeVisible();
    await expect(canvas.getByText(filStrings.uploading)).toBeVisible();
    const message = canvas.getByText(filStrings.uploadFailed);
    await expect(message.scrollHeight).toBeLessThanOrEqual(message.clientHeight);
    const retry = canvas.getByRole('button', { name: filStrings.retry });
    const tile = retry.closest('li')?.getBoundingClientRect();
    const box = retry.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(tile?.left ?? Number.POSITIVE_INFINITY);
    await expect(box.right).toBeLessThanOrEqual(tile?.right ?? 0);
    await expect(box.top).toBeGreaterThanOrEqual(tile?.top ?? Number.POSITIVE_INFINITY);
    await expect(box.bottom).toBeLessThanOrEqual(tile?.bottom ?? 0);
    await expect(splitWords(retry)).toEqual([]);
  },
};
