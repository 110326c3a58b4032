import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { enStrings } from '../locale/en.ts';
import { filStrings } from '../locale/fil.ts';
import { QrImage, type QrImageProps } from './QrImage.tsx';

/** A QR-like picture: three finder squares and a fixed pseudo-random fill, as an SVG data URL. */
function qrLikeImage(): string {
  const size = 21;
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const finder = (row: number, col: number) => {
    const ring = (r: number, c: number) => Math.max(Math.abs(r - row - 3), Math.abs(c - col - 3));
    return (r: number, c: number) => {
      const distance = ring(r, c);
      return distance <= 3 ? distance !== 2 : undefined;
    };
  };
  const finders = [finder(0, 0), finder(0, 14), finder(14, 0)];
  let path = '';
  for (let r = 0; r < size; r += 1) {
    for (let c = 0; c < size; c += 1) {
      const fixed = finders.map((inFinder) => inFinder(r, c)).find((dark) => dark !== undefined);
      if (fixed ?? random() < 0.5) path += `M${c + 2} ${r + 2}h1v1h-1z`;
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 25 25"><rect width="25" height="25" fill="#fff"/><path d="${path}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const qr = qrLikeImage();
/** Not an image: the browser fires `error` at once, with no network involved. */
const broken = 'data:image/png;base64,AAAA';

const loadedImage = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const image = canvasElement.querySelector('img');
    expect(image).not.toBeNull();
    expect(image).toBeVisible();
    expect(image?.naturalWidth).toBeGreaterThan(0);
    return image as HTMLImageElement;
  });

const meta = {
  title: 'Components/QrImage',
  component: QrImage,
  args: { src: qr, alt: 'QR code to pay ₱1.500,00 with GCash' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof QrImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    const image = await loadedImage(canvasElement);
    await expect(canvas.getByRole('img', { name: 'QR code to pay ₱1.500,00 with GCash' })).toBe(
      image,
    );
    const box = image.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([200, 200]);
    await expect(canvas.queryByRole('img', { name: 'Loading' })).toBeNull();
  },
};

/** The caller is still fetching the URL. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    const placeholder = canvas.getByRole('img', { name: 'Loading' });
    await expect(placeholder).toHaveAttribute('aria-busy', 'true');
    const box = placeholder.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([200, 200]);
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Broken: Story = {
  args: { src: broken },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText('The QR code could not be loaded')).toBeVisible());
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    const frame = canvasElement.firstElementChild?.getBoundingClientRect();
    await expect([frame?.width, frame?.height]).toEqual([200, 200]);
  },
};

function RetryDemo(props: QrImageProps) {
  const [src, setSrc] = useState(broken);
  return (
    <QrImage
      {...props}
      src={src}
      onRetry={() => {
        props.onRetry?.();
        setSrc(qr);
      }}
    />
  );
}

/** Retry asks the caller for the image again; here the second answer loads. */
export const Retry: Story = {
  args: { onRetry: fn() },
  render: (args) => <RetryDemo {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const retry = await canvas.findByRole('button', { name: 'Retry' });
    await expect(canvas.getByText('The QR code could not be loaded')).toBeVisible();
    const box = retry.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await loadedImage(canvasElement);
    await expect(canvas.queryByText('The QR code could not be loaded')).toBeNull();
  },
};

/**
 * Retry, pressed with the keyboard, and the picture then loads: the failed state and its button
 * go, and the focus moves to the QR picture (which a screen reader names) instead of falling to
 * the page.
 */
export const RetryFocusesThePicture: Story = {
  args: { onRetry: fn() },
  render: (args) => <RetryDemo {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const retry = await canvas.findByRole('button', { name: enStrings.retry });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    const image = await loadedImage(canvasElement);
    await expect(canvas.queryByRole('button', { name: enStrings.retry })).toBeNull();
    // In the same moment the picture shows: never on the page in between.
    await expect(document.activeElement).not.toBe(document.body);
    await expect(image).toHaveFocus();
    await expect(canvas.getByRole('img', { name: args.alt })).toBe(image);
    // Focusable by script only: Tab does not stop on the picture.
    await expect(image).toHaveAttribute('tabindex', '-1');
  },
};

/** The QR retry of `RetryDemo` and, after it, the page's next control. */
function RetryThenMoreDemo(props: QrImageProps) {
  return (
    <>
      <RetryDemo {...props} />
      <button type="button">{enStrings.copy}</button>
    </>
  );
}

/**
 * Retry pressed, and the focus moved on to the page's next control before the picture came back
 * (here at once, as on a slow network): the picture loads and leaves the focus where it is.
 */
export const RetryAfterFocusMovedOn: Story = {
  args: { onRetry: fn() },
  render: (args) => <RetryThenMoreDemo {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const retry = await canvas.findByRole('button', { name: enStrings.retry });
    const next = canvas.getByRole('button', { name: enStrings.copy });
    retry.focus();
    // In one go, so that the picture cannot have loaded in between.
    retry.click();
    next.focus();
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    const image = await loadedImage(canvasElement);
    await expect(canvas.queryByRole('button', { name: enStrings.retry })).toBeNull();
    await expect(next).toHaveFocus();
    await expect(image).not.toHaveFocus();
  },
};

/** A retry that fails again keeps the failed state and the focus on the button. */
export const RetryFailsAgain: Story = {
  args: { src: broken, onRetry: fn() },
  play: async ({ args, canvas }) => {
    const retry = await canvas.findByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBe(retry);
    await expect(retry).toHaveFocus();
    await expect(canvas.getByText('The QR code could not be loaded')).toBeVisible();
  },
};

export const CustomErrorText: Story = {
  args: {
    src: broken,
    errorText: 'QR code unavailable. Pay with the code above instead.',
    onRetry: fn(),
    retryLabel: 'Load again',
    size: 160,
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('QR code unavailable. Pay with the code above instead.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Load again' })).toBeVisible();
  },
};

/** A fixed size that shrinks, still square, in a narrower container. */
export const NarrowContainer: Story = {
  args: { size: 280 },
  render: (args) => (
    <div style={{ width: 150 }}>
      <QrImage {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = (await loadedImage(canvasElement)).getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([150, 150]);
  },
};

export const Chinese: Story = {
  args: { src: broken, onRetry: fn() },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('二维码加载失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const Indonesian: Story = {
  args: { src: broken, onRetry: fn() },
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Kode QR tidak dapat dimuat')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

/**
 * A QR image that failed, in Filipino: the built-in message and Retry, both inside the square
 * (which cuts off whatever passes its edges).
 */
export const Filipino: Story = {
  args: { src: broken, onRetry: fn() },
  globals: { locale: 'fil' },
  play: async ({ canvas, canvasElement }) => {
    const message = await canvas.findByText(filStrings.qrFailed);
    const retry = canvas.getByRole('button', { name: filStrings.retry });
    const frame = canvasElement.firstElementChild?.getBoundingClientRect();
    for (const part of [message, retry]) {
      const box = part.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(frame?.left ?? Number.POSITIVE_INFINITY);
      await expect(box.right).toBeLessThanOrEqual(frame?.right ?? 0);
      await expect(box.bottom).toBeLessThanOrEqual(frame?.bottom ?? 0);
    }
    await expect(retry.scrollWidth).toBeLessThanOrEqual(retry.clientWidth);
  },
};
