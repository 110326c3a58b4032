import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { heldHandler } from '../../docs/heldHandler.ts';
import { layerReady } from '../../docs/sheetReady.ts';
import { PromoPopup } from './PromoPopup.tsx';

const meta = {
  title: 'Components/PromoPopup',
  component: PromoPopup,
  args: {
    open: true,
    message: 'Your loan is approved. Get your money now!',
    actionText: 'Get ₱5.000 now',
    onAction: fn(),
    onClose: fn(),
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof PromoPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const pointer = () => document.querySelector('[data-pointer]');

/** A labelled modal with the message, the button and a moving pointer. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await layerReady('Special offer');
    await expect(dialog).toHaveAccessibleDescription(/Your loan is approved/);
    await expect(pointer()).toHaveAttribute('aria-hidden', 'true');
    const motion = getComputedStyle(pointer() as Element).animationName;
    await expect(motion).not.toBe('none');
    await userEvent.click(screen.getByRole('button', { name: 'Get ₱5.000 now' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The close icon and Escape close it; focus starts inside. */
export const Closing: Story = {
  play: async ({ args }) => {
    await layerReady('Special offer');
    const close = screen.getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

const held = heldHandler();

/** An action that returns a promise keeps the button busy: a double tap acts once. */
export const BusyWhileActing: Story = {
  args: { onAction: fn(held.run) },
  play: async ({ args }) => {
    await layerReady('Special offer');
    const button = screen.getByRole('button', { name: 'Get ₱5.000 now' });
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    held.release();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  },
};

export const BusyFromOutside: Story = {
  args: { actionBusy: true },
  play: async ({ args }) => {
    await layerReady('Special offer');
    const button = screen.getByRole('button', { name: /Get ₱5.000 now/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** With reduced motion asked for, the pointer stays still. */
export const ReducedMotion: Story = {
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      original.call(window, query.includes('prefers-reduced-motion') ? '(min-width: 0px)' : query);
    return () => {
      window.matchMedia = original;
    };
  },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Special offer' });
    await waitFor(() => expect(getComputedStyle(pointer() as Element).animationName).toBe('none'));
    await expect(pointer()).toBeVisible();
  },
};

/**
 * It opens as the page loads, perhaps under a finger on its way to the page: until it has been up
 * a double tap's time, its button, which takes the loan, takes no tap.
 */
export const TapAsItOpens: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Special offer' });
    const take = screen.getByRole('button', { name: 'Get ₱5.000 now' });
    await expect(dialog).toHaveAttribute('data-entering');
    await expect(getComputedStyle(take).pointerEvents).toBe('none');
    await layerReady('Special offer');
    await userEvent.click(take);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
