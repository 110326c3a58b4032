import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, isMockFunction, userEvent, waitFor } from 'storybook/test';
import { heldHandler } from '../../docs/heldHandler.ts';
import { Button } from '../Button/Button.tsx';
import { fillLabel } from '../internal/fillLabel.ts';
import { filStrings } from '../locale/fil.ts';
import { CountdownButton, type CountdownButtonProps } from './CountdownButton.tsx';

type Start = CountdownButtonProps['onStart'];

const meta = {
  title: 'Components/CountdownButton',
  component: CountdownButton,
  args: {
    variant: 'secondary',
    onStart: fn<Start>(() => true),
    onBlockedTap: fn(),
    onEnd: fn(),
  },
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The arguments of the last call to a callback given as `fn()`. */
const lastCallOf = (callback: unknown) =>
  isMockFunction(callback) ? callback.mock.lastCall : undefined;

/** The seconds drawn on the button (screen readers get a sentence instead). */
const shownSeconds = (button: HTMLElement) =>
  button.querySelector('[aria-hidden="true"]')?.textContent ?? '';

/** The polite live region next to the button. */
const liveRegion = (root: HTMLElement) => root.querySelector('[aria-live="polite"]');

/** Gives a story a fresh `sessionStorage` entry, optionally ending `secondsAhead` from now. */
const withStoredEnd = (key: string, secondsAhead?: number) => () => {
  sessionStorage.removeItem(key);
  if (secondsAhead !== undefined) {
    sessionStorage.setItem(key, String(Date.now() + secondsAhead * 1000));
  }
  return () => sessionStorage.removeItem(key);
};

export const Idle: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Get code' });
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(button).toBeEnabled();
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(liveRegion(canvasElement)).toBeEmptyDOMElement();
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

export const Counting: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    const button = canvas.getByRole('button', { name: /^Resend in (60|59) seconds$/ });
    await expect(shownSeconds(button)).toMatch(/^(60|59)s$/);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(liveRegion(canvasElement)).toHaveTextContent('Resend in 60 seconds');
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(args.onStart).toHaveBeenCalledTimes(1);
    await expect(args.onBlockedTap).toHaveBeenCalledTimes(2);
    await expect([59, 60]).toContain(lastCallOf(args.onBlockedTap)?.[0]);
    await expect(shownSeconds(button)).toMatch(/^(60|59)s$/);
    // Said once, then gone: a swipe past it later would read a stale count.
    await waitFor(() => expect(liveRegion(canvasElement)).toBeEmptyDOMElement(), {
      timeout: 3000,
    });
  },
};

const heldStart = heldHandler();

export const AsyncStart: Story = {
  args: { onStart: fn<Start>(() => heldStart.run().then(() => true)) },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Get code' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onStart).toHaveBeenCalledTimes(1);
    await expect(args.onBlockedTap).not.toHaveBeenCalled();
    heldStart.release();
    await waitFor(() => expect(shownSeconds(button)).toMatch(/^(60|59)s$/));
    await expect(button).not.toHaveAttribute('aria-busy');
  },
};

export const Busy: Story = {
  args: { onStart: fn<Start>(() => new Promise<boolean>(() => {})) },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Get code/ });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('img', { name: 'Loading' })).toBeVisible();
    await userEvent.click(button);
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

export const Failure: Story = {
  args: { onStart: fn<Start>(async () => false) },
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Get code' });
    await userEvent.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(button).toHaveAccessibleName('Get code');
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(liveRegion(canvasElement)).toBeEmptyDOMElement();
    await userEvent.click(button);
    await expect(args.onStart).toHaveBeenCalledTimes(2);
    await expect(args.onBlockedTap).not.toHaveBeenCalled();
  },
};

export const Rejected: Story = {
  args: { onStart: fn<Start>(() => Promise.reject(new Error('Network error'))) },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Get code' });
    await userEvent.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(button).toHaveAccessibleName('Get code');
    await userEvent.click(button);
    await expect(args.onStart).toHaveBeenCalledTimes(2);
  },
};

export const Resumes: Story = {
  args: { storageKey: 'story:countdown:resumes' },
  beforeEach: withStoredEnd('story:countdown:resumes', 30),
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /^Resend in (30|29) seconds$/ });
    await expect(shownSeconds(button)).toMatch(/^(30|29)s$/);
    await userEvent.click(button);
    await expect(args.onStart).not.toHaveBeenCalled();
    await expect(args.onBlockedTap).toHaveBeenCalledTimes(1);
  },
};

export const IgnoresExpiredStorage: Story = {
  args: { storageKey: 'story:countdown:expired' },
  beforeEach: withStoredEnd('story:countdown:expired', -5),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Get code' })).toBeEnabled();
  },
};

export const Finishes: Story = {
  args: { seconds: 2, storageKey: 'story:countdown:finishes' },
  beforeEach: withStoredEnd('story:countdown:finishes'),
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    const button = canvas.getByRole('button', { name: /^Resend in (2|1) seconds$/ });
    await expect(sessionStorage.getItem('story:countdown:finishes')).not.toBeNull();
    await waitFor(() => expect(button).toHaveAccessibleName('Get code'), { timeout: 4000 });
    await expect(button).toHaveTextContent('Get code');
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(args.onEnd).toHaveBeenCalledTimes(1);
    await expect(liveRegion(canvasElement)).toHaveTextContent('You can request a new code now');
    await waitFor(() => expect(liveRegion(canvasElement)).toBeEmptyDOMElement(), {
      timeout: 3000,
    });
    await expect(sessionStorage.getItem('story:countdown:finishes')).toBeNull();
    await userEvent.click(button);
    await expect(args.onStart).toHaveBeenCalledTimes(2);
  },
};

function Remounting({ storageKey }: { storageKey: string }) {
  const [shown, setShown] = useState(true);
  return (
    <div style={{ display: 'flex', gap: 12 }}>
      {shown && <CountdownButton storageKey={storageKey} onStart={() => true} />}
      <Button variant="ghost" onClick={() => setShown((value) => !value)}>
        {shown ? 'Leave page' : 'Come back'}
      </Button>
    </div>
  );
}

/** The page is left and opened again within the minute: the countdown carries on. */
export const SurvivesRemount: Story = {
  render: () => <Remounting storageKey="story:countdown:remount" />,
  beforeEach: withStoredEnd('story:countdown:remount'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(shownSeconds(canvas.getByRole('button', { name: /^Resend in/ }))).toMatch(
      /^(60|59)s$/,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Leave page' }));
    await expect(canvas.queryByRole('button', { name: /^Resend in/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Come back' }));
    await expect(shownSeconds(canvas.getByRole('button', { name: /^Resend in/ }))).toMatch(
      /^(60|59)s$/,
    );
  },
};

export const CustomLabels: Story = {
  args: {
    children: 'Send code',
    formatRemaining: (seconds) => `Resend (${seconds})`,
    formatRemainingLabel: (seconds) => `Wait ${seconds} seconds to resend`,
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    const button = canvas.getByRole('button', { name: /^Wait (60|59) seconds to resend$/ });
    await expect(shownSeconds(button)).toMatch(/^Resend \((60|59)\)$/);
    await expect(liveRegion(canvasElement)).toHaveTextContent('Wait 60 seconds to resend');
  },
};

/**
 * Its own visible wording and no separate spoken one: the button is named by the words it shows
 * (WCAG 2.5.3), in any language, rather than by the built-in sentence, which still announces the
 * start.
 */
export const CustomTextNamesIt: Story = {
  globals: { locale: 'fil' },
  args: {
    children: 'Kunin ang code',
    formatRemaining: (seconds) => `Ipadala muli (${seconds} s)`,
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kunin ang code' }));
    const button = canvas.getByRole('button', { name: /^Ipadala muli \((60|59) s\)$/ });
    await expect(shownSeconds(button)).toMatch(/^Ipadala muli \((60|59) s\)$/);
    // Announced in full words, as the built-in sentence says it.
    await expect(liveRegion(canvasElement)).toHaveTextContent(
      fillLabel(filStrings.resendInLabel, { seconds: 60 }),
    );
  },
};

export const LongLabel: Story = {
  args: { children: 'Send the verification code to my phone again', block: true },
  parameters: { layout: 'padded' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: /Send the verification code/ });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    const width = button.getBoundingClientRect().width;
    await userEvent.click(button);
    await expect(shownSeconds(button)).toMatch(/^(60|59)s$/);
    // A full-width button does not shrink to the seconds.
    await expect(button.getBoundingClientRect().width).toBe(width);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Get code' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(canvas.getByRole('button', { name: /^Resend in/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    const button = canvas.getByRole('button', { name: /^(60|59) 秒后可重新发送$/ });
    await expect(shownSeconds(button)).toMatch(/^(60|59)秒$/);
  },
};

export const Indonesian: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dapatkan kode' }));
    const button = canvas.getByRole('button', { name: /^Kirim ulang dalam (60|59) detik$/ });
    await expect(shownSeconds(button)).toMatch(/^(60|59) dtk$/);
  },
};

export const Filipino: Story = {
  globals: { locale: 'fil' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kunin ang code' }));
    const button = canvas.getByRole('button', {
      name: /^Maipapadala muli pagkalipas ng (60|59) segundo$/,
    });
    await expect(shownSeconds(button)).toMatch(/^(60|59)s$/);
  },
};
