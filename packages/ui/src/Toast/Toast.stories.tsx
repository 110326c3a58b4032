import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { tapTarget } from '../../docs/tapTarget.ts';
import { Button } from '../Button/Button.tsx';
import { ToastHost } from './ToastHost.tsx';
import { ToastView } from './ToastView.tsx';
import { toast } from './toastStore.ts';

interface ToastDemoProps {
  /** Passed to `toast.show()` and `toast.loading()`. */
  message: string;
  /** Passed to `toast.show()`. */
  duration?: number;
}

/** Buttons that call the imperative API, next to the one `<ToastHost />`. */
function ToastDemo({ message, duration }: ToastDemoProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: 16 }}>
      <ToastHost />
      <Button onClick={() => toast.show(message, { duration })}>Show toast</Button>
      <Button variant="secondary" onClick={() => toast.loading(message)}>
        Show loading
      </Button>
      <Button variant="ghost" onClick={() => toast.hide()}>
        Hide
      </Button>
    </div>
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The toast holding `text`, once its entrance has faded in. */
const toastWith = (text: string) =>
  waitFor(() => {
    const bubble = screen.getByText(text, { selector: '[role="status"] *' });
    expect(bubble).toBeVisible();
    return bubble;
  });

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  subcomponents: { ToastHost, ToastView },
  args: { message: 'Saved successfully' },
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: 420 } },
  },
  beforeEach: () => {
    toast.hide();
    return () => toast.hide();
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Message: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Show toast' });
    await userEvent.click(trigger);
    const bubble = await toastWith('Saved successfully');
    const region = screen.getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveAttribute('aria-atomic', 'true');
    await expect(region).toContainElement(bubble);
    await expect(trigger).toHaveFocus();
    const box = bubble.getBoundingClientRect();
    // Taps next to the bubble reach the page underneath.
    await expect(getComputedStyle(region).pointerEvents).toBe('none');
    await expect(region.contains(document.elementFromPoint(box.left + 2, box.top - 4))).toBe(false);
    // And taps on it: a toast over the control it asks for (the rating's stars) takes no tap.
    await expect(region.contains(tapTarget(bubble))).toBe(false);
    await expect(box.top + box.height / 2).toBeCloseTo(window.innerHeight / 2, 0);
    await expect(box.left + box.width / 2).toBeCloseTo(window.innerWidth / 2, 0);
  },
};

export const Loading: Story = {
  args: { message: 'Submitting your application' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show loading' }));
    await toastWith('Submitting your application');
    await expect(screen.getByRole('img', { name: 'Loading' })).toBeVisible();
    await sleep(3300);
    await expect(screen.getByText('Submitting your application')).toBeVisible();
  },
};

const LONG_MESSAGE =
  'Your bank card could not be verified. Check that the account number and the name on the card match your ID, then try again: https://example.com/help/bank-card-verification';

export const LongMessage: Story = {
  args: { message: LONG_MESSAGE },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const bubble = await toastWith(args.message);
    const box = bubble.getBoundingClientRect();
    const lineHeight = Number.parseFloat(getComputedStyle(bubble).lineHeight);
    await expect(box.left).toBeGreaterThanOrEqual(16);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth - 16);
    await expect(box.height).toBeGreaterThan(2 * lineHeight);
    await expect(bubble.scrollWidth).toBeLessThanOrEqual(bubble.clientWidth);
  },
};

export const CustomDuration: Story = {
  args: { duration: 800 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const shownAt = performance.now();
    await toastWith('Saved successfully');
    await sleep(400 - (performance.now() - shownAt));
    await expect(screen.getByText('Saved successfully')).toBeVisible();
    // Well before the 3000 ms default.
    await waitFor(() => expect(screen.queryByText('Saved successfully')).toBeNull(), {
      timeout: 2000 - (performance.now() - shownAt),
    });
    await expect(screen.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const ShortDurationUsesDefault: Story = {
  args: { duration: 200 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await toastWith('Saved successfully');
    await sleep(1000);
    await expect(screen.getByText('Saved successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Saved successfully')).toBeNull(), {
      timeout: 2500,
    });
  },
};

export const ReplacesPrevious: Story = {
  args: { message: 'Code sent again' },
  play: async ({ canvas }) => {
    toast.show('Code sent', { duration: 800 });
    await toastWith('Code sent');
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await toastWith('Code sent again');
    await expect(screen.queryByText('Code sent')).toBeNull();
    await expect(screen.getByRole('status').childElementCount).toBe(1);
    // The first toast's 800 ms timer must not hide its replacement.
    await sleep(1200);
    await expect(screen.getByText('Code sent again')).toBeVisible();
  },
};

export const Hide: Story = {
  args: { message: 'Checking your details' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show loading' }));
    await toastWith('Checking your details');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide' }));
    await expect(screen.queryByText('Checking your details')).toBeNull();
    await expect(screen.getByRole('status')).toBeEmptyDOMElement();
  },
};

const smallScreen = { width: 320, height: 240, offsetLeft: 0, offsetTop: 0 };

/**
 * A message taller than what the screen shows (large text, or the keyboard up on a small phone):
 * the toast stays within the visible area and its text scrolls, every line reachable.
 */
export const TallerThanTheScreen: Story = {
  args: { message: LONG_MESSAGE.repeat(2) },
  render: ({ message }) => (
    <ToastView toast={{ id: 1, message, kind: 'message' }} viewport={smallScreen} />
  ),
  play: async ({ args }) => {
    const bubble = await toastWith(args.message);
    const box = bubble.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(16);
    await expect(box.bottom).toBeLessThanOrEqual(smallScreen.height - 16);
    await expect(bubble.scrollHeight).toBeGreaterThan(bubble.clientHeight);
    await expect(getComputedStyle(bubble).overflowY).toBe('auto');
    // A tab stop, so a keyboard can scroll it, and a finger can scroll it too.
    await waitFor(() => expect(bubble).toHaveAttribute('tabindex', '0'));
    await expect(getComputedStyle(bubble).pointerEvents).toBe('auto');
  },
};
const keyboardOpen = { width: 390, height: 420, offsetLeft: 0, offsetTop: 0 };

/** The keyboard takes the lower half: the toast centres in the half still visible. */
export const AboveKeyboard: Story = {
  args: { message: 'Enter the 6-digit code' },
  render: ({ message }) => (
    <ToastView toast={{ id: 1, message, kind: 'message' }} viewport={keyboardOpen} />
  ),
  play: async ({ args }) => {
    const bubble = await toastWith(args.message);
    const box = bubble.getBoundingClientRect();
    await expect(box.top + box.height / 2).toBeCloseTo(keyboardOpen.height / 2, 0);
    await expect(box.bottom).toBeLessThan(keyboardOpen.height);
  },
};
