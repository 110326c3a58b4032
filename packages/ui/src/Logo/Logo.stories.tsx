import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Logo } from './Logo.tsx';

const square = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="12" fill="#0f766e"/></svg>',
)}`;

const meta = {
  title: 'Components/Logo',
  component: Logo,
  args: { src: square },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: the name beside it is what a screen reader reads. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image?.getBoundingClientRect().width).toBe(40);
    await expect(image?.getBoundingClientRect().height).toBe(40);
  },
};

export const WithTextAndSize: Story = {
  args: { alt: 'GCash', size: 32 },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'GCash' });
    await expect(image.getBoundingClientRect().width).toBe(32);
  },
};

/**
 * A logo that fails to load is hidden rather than shown as a broken image, and keeps its box, so
 * nothing beside it moves when the error comes.
 */
export const Broken: Story = {
  args: { src: '/no-such-logo.png', alt: 'GCash' },
  play: async ({ canvas, canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await waitFor(() => expect(image).not.toBeVisible(), { timeout: 5_000 });
    await expect(canvas.queryByRole('img', { name: 'GCash' })).toBeNull();
    await expect(image?.getBoundingClientRect().width).toBe(40);
    await expect(image?.getBoundingClientRect().height).toBe(40);
  },
};

export const WithoutSource: Story = {
  args: { src: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
