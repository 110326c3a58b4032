import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { hydrateServerRender } from '../../docs/serverRendered.tsx';
import { fillLabel } from '../internal/fillLabel.ts';
import { filStrings } from '../locale/fil.ts';
import { ImagePreview, type ImagePreviewProps, type PreviewImage } from './ImagePreview.tsx';

/** A picture drawn as an inline SVG, so the stories need no network. */
function picture(text: string, fill: string, width = 600, height = 800): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="${width}" height="${height}" fill="${fill}"/>
<text x="${width / 2}" y="${height / 2}" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const steps: readonly PreviewImage[] = [
  { src: picture('Step 1: open the e-wallet', '#0f766e'), alt: 'Step 1: open the e-wallet app' },
  { src: picture('Step 2: choose Pay Bills', '#1d4ed8'), alt: 'Step 2: choose Pay Bills' },
  { src: picture('Step 3: enter the code', '#9a3412', 800, 500), alt: 'Step 3: enter the code' },
];

const firstStep = steps.slice(0, 1);

const meta = {
  title: 'Components/ImagePreview',
  component: ImagePreview,
  args: { open: true, images: firstStep, onClose: fn(), onIndexChange: fn() },
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof ImagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thumbnails that open the preview, as the payment instructions page does. */
function Thumbnails(props: ImagePreviewProps) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div style={{ display: 'flex', gap: 8, padding: 16 }}>
      {props.images.map((image, position) => (
        <button
          key={image.src}
          type="button"
          onClick={() => setOpen(position)}
          style={{ padding: 0, border: 0, background: 'none' }}
        >
          <img
            src={image.src}
            alt={image.alt}
            width={80}
            height={80}
            style={{ objectFit: 'cover' }}
          />
        </button>
      ))}
      <ImagePreview
        {...props}
        open={open !== null}
        defaultIndex={open ?? 0}
        onClose={() => {
          props.onClose();
          setOpen(null);
        }}
      />
    </div>
  );
}

export const Closed: Story = {
  args: { open: false, images: steps },
  render: (args) => <Thumbnails {...args} />,
  play: async ({ args, canvas }) => {
    await expect(screen.queryByRole('dialog')).toBeNull();
    const thumbnail = canvas.getByRole('button', { name: 'Step 2: choose Pay Bills' });
    await userEvent.click(thumbnail);
    const dialog = await screen.findByRole('dialog', { name: 'Image preview' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(screen.getByText('2 of 3')).toBeVisible();
    await waitFor(() => expect(document.body.style.position).toBe('fixed'));
    await waitFor(() => expect(dialog).not.toHaveAttribute('data-entering'));
    await userEvent.click(within(dialog).getByRole('img', { name: 'Step 2: choose Pay Bills' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(thumbnail).toHaveFocus());
    await expect(document.body.style.position).toBe('');
  },
};

/** A double tap on a thumbnail opens the preview; its second tap, on the picture, leaves it open. */
export const SecondTapLeavesItOpen: Story = {
  args: { open: false, images: steps },
  render: (args) => <Thumbnails {...args} />,
  play: async ({ args, canvas }) => {
    const name = 'Step 1: open the e-wallet app';
    await userEvent.click(canvas.getByRole('button', { name }));
    const dialog = screen.getByRole('dialog', { name: 'Image preview' });
    await userEvent.click(within(dialog).getByRole('img', { name }));
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toHaveAttribute('data-entering'));
    await userEvent.click(within(dialog).getByRole('img', { name }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Image preview' });
    const image = screen.getByRole('img', { name: 'Step 1: open the e-wallet app' });
    await expect(image).toBeVisible();
    // Enlarged to the whole screen (less the safe-area margin); the picture keeps its shape.
    const box = image.getBoundingClientRect();
    await expect(box.width).toBe(dialog.clientWidth);
    await expect(box.height).toBeGreaterThanOrEqual(dialog.clientHeight - 16);
    await expect(getComputedStyle(image).objectFit).toBe('contain');
    const close = screen.getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await expect(dialog.getBoundingClientRect().height).toBe(window.innerHeight);
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** On the dark ground the keyboard's focus ring is light, so it stands out (3:1 and more). */
export const FocusRingOnDark: Story = {
  args: { images: steps },
  play: async () => {
    await screen.findByRole('dialog');
    await userEvent.tab();
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement)) throw new Error('nothing took the focus');
    await expect(focused.matches(':focus-visible')).toBe(true);
    await expect(getComputedStyle(focused).outlineColor).toBe('rgb(255, 255, 255)');
  },
};

export const Multiple: Story = {
  args: { images: steps },
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await expect(screen.getByText('1 of 3')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await expect(screen.getByRole('img', { name: 'Step 2: choose Pay Bills' })).toBeVisible();
    await expect(screen.getByText('2 of 3')).toBeVisible();
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(args.onClose).not.toHaveBeenCalled();

    await userEvent.keyboard('{ArrowRight}');
    await expect(screen.getByRole('img', { name: 'Step 3: enter the code' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await expect(screen.getByText('1 of 3')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await expect(screen.getByText('3 of 3')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(screen.getByText('2 of 3')).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A swipe changes the image and does not count as the tap that closes. */
export const Swipe: Story = {
  args: { images: steps },
  play: async ({ args }) => {
    const image = await screen.findByRole('img', { name: 'Step 1: open the e-wallet app' });
    const box = image.getBoundingClientRect();
    const init = { bubbles: true, isPrimary: true, pointerId: 3, pointerType: 'mouse', button: 0 };
    const y = box.top + box.height / 2;
    image.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: 300, clientY: y }));
    image.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: 200, clientY: y }));
    image.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: 100, clientY: y }));
    image.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: 100, clientY: y }));
    image.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 100, clientY: y }));
    await expect(await screen.findByText('2 of 3')).toBeVisible();
    await expect(args.onIndexChange).toHaveBeenCalledWith(1);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const TapCloses: Story = {
  args: { images: steps },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).not.toHaveAttribute('data-entering'));
    const box = dialog.getBoundingClientRect();
    // A tap on the dark area beside the picture.
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: dialog,
      coords: { clientX: box.left + 4, clientY: box.top + box.height / 2 },
    });
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('img', { name: 'Step 1: open the e-wallet app' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

export const FocusStaysInside: Story = {
  args: { images: steps },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const close = screen.getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

export const Chinese: Story = {
  args: { images: steps },
  globals: { locale: 'zh-CN' },
  play: async () => {
    await screen.findByRole('dialog', { name: '图片预览' });
    await expect(screen.getByRole('button', { name: '关闭' })).toBeVisible();
    await expect(screen.getByRole('button', { name: '下一张' })).toBeVisible();
    await expect(screen.getByText('第 1 张，共 3 张')).toBeVisible();
  },
};

export const Indonesian: Story = {
  args: { images: steps },
  globals: { locale: 'id' },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Pratinjau gambar' });
    await expect(screen.getByRole('button', { name: 'Sebelumnya' })).toBeVisible();
    await expect(screen.getByText('1 dari 3')).toBeVisible();
  },
};

/** Server-rendered open: the page hydrates what the server sent without a mismatch, then it shows. */
export const HydratesOpen: Story = {
  render: () => <div data-testid="server-rendered" />,
  play: async ({ canvas }) => {
    const page = <ImagePreview open images={firstStep} onClose={() => {}} />;
    const { mismatches, unmount } = hydrateServerRender(
      canvas.getByTestId('server-rendered'),
      page,
    );
    try {
      await expect(await screen.findByRole('dialog')).toBeVisible();
      await expect(mismatches).toEqual([]);
    } finally {
      unmount();
    }
  },
};

/** Three images in Filipino: the built-in overlay name, counter, Close, Previous and Next. */
export const Filipino: Story = {
  args: { images: steps },
  globals: { locale: 'fil' },
  play: async () => {
    await screen.findByRole('dialog', { name: filStrings.imagePreview });
    await expect(
      screen.getByText(fillLabel(filStrings.slideOf, { index: 1, total: 3 })),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: filStrings.close })).toBeVisible();
    await expect(screen.getByRole('button', { name: filStrings.previous })).toBeVisible();
    await expect(screen.getByRole('button', { name: filStrings.next })).toBeVisible();
  },
};
