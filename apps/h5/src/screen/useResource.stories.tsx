import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ApiError } from '../api/index.ts';
import { WAIT } from '../dev/storybook/loadFailures.ts';
import { leaveAndReturn } from '../dev/storybook/pageVisibility.ts';
import { painted } from '../dev/storybook/painted.ts';
import { en } from '../i18n/catalogues/en.ts';
import { ScreenLayout } from './ScreenLayout.tsx';
import { type Resource, useResource } from './useResource.ts';

/** A screen that shows its text answer, or its load's state. */
function TextScreen({ resource: { state, retry } }: { resource: Resource<string> }) {
  return (
    <ScreenLayout
      title={en['title.customerService']}
      onBack={() => {}}
      state={state}
      onRetry={retry}
    >
      {(text) => <p>{text}</p>}
    </ScreenLayout>
  );
}

/** Fails the first load, answers the second: what a retry after a dropped connection does. */
function FlakyScreen({ refreshOnReturn = false }: { refreshOnReturn?: boolean }) {
  const [calls, setCalls] = useState(0);
  const { state, retry } = useResource(
    async () => {
      setCalls((n) => n + 1);
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (calls === 0) throw new ApiError({ kind: 'network', message: 'error' });
      return `Loaded after ${calls + 1} calls`;
    },
    [],
    { refreshOnReturn },
  );
  return <TextScreen resource={{ state, retry }} />;
}

/**
 * A screen whose answer changes while the borrower is away: each load answers its number.
 * Loads after the first wait for `release`, and the third one fails.
 */
function ChangingScreen() {
  const [calls, setCalls] = useState(0);
  const [failed, setFailed] = useState(false);
  const [release, setRelease] = useState<() => void>(() => () => {});
  const { state, retry } = useResource(
    async () => {
      const call = calls + 1;
      setCalls(call);
      if (call > 1) await new Promise<void>((resolve) => setRelease(() => resolve));
      if (call === 3) {
        setFailed(true);
        throw new ApiError({ kind: 'network', message: 'error' });
      }
      return `Answer ${call}`;
    },
    [],
    { refreshOnReturn: true },
  );
  return (
    <>
      <TextScreen resource={{ state, retry }} />
      <output aria-label="Loads">
        {calls}
        {failed ? ', failed' : ''}
      </output>
      <button type="button" onClick={release}>
        Answer now
      </button>
    </>
  );
}

/** Answers once, then the network is gone: every load after the first is cut off. */
function OfflineAfterFirstScreen() {
  const [calls, setCalls] = useState(0);
  const { state, retry } = useResource(
    async () => {
      const call = calls + 1;
      setCalls(call);
      if (call > 1) throw new ApiError({ kind: 'network', message: 'error' });
      return `Answer ${call}`;
    },
    [],
    { refreshOnReturn: true },
  );
  return (
    <>
      <TextScreen resource={{ state, retry }} />
      <output aria-label="Loads">{calls}</output>
    </>
  );
}

/** The `online` listeners the page holds, counted as they are added, fired once and removed. */
function countOnlineListeners() {
  const held = new Map<EventListener, EventListener>();
  const { addEventListener: add, removeEventListener: remove } = window;
  window.addEventListener = ((type: string, listener: EventListener, options?: unknown) => {
    if (type !== 'online') return add.call(window, type, listener, options as boolean);
    const once = typeof options === 'object' && options !== null && 'once' in options;
    const wrapped: EventListener = (event) => {
      if (once) held.delete(listener);
      listener(event);
    };
    held.set(listener, wrapped);
    add.call(window, type, wrapped, options as boolean);
  }) as typeof window.addEventListener;
  window.removeEventListener = ((type: string, listener: EventListener, options?: unknown) => {
    const wrapped = type === 'online' ? held.get(listener) : undefined;
    held.delete(listener);
    remove.call(window, type, wrapped ?? listener, options as boolean);
  }) as typeof window.removeEventListener;
  return {
    held,
    restore: () => {
      window.addEventListener = add;
      window.removeEventListener = remove;
    },
  };
}

let onlineListeners: ReturnType<typeof countOnlineListeners> | undefined;

const meta = {
  title: 'App/Shell/useResource',
  component: FlakyScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FlakyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Retry after a failed load; the focus stays on the screen while it loads again. */
export const RetryAfterFailure: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en['app.loading'])).toBeInTheDocument();
    const retry = await canvas.findByRole('button', { name: en['app.retry'] });
    await expect(canvas.getByRole('alert')).toHaveTextContent(en['screen.offline.body']);
    await userEvent.click(retry);
    // The button is gone: focus waits on the screen's title, not on the page.
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(title).toHaveFocus();
    await expect(await canvas.findByText('Loaded after 2 calls')).toBeInTheDocument();
    await expect(title).toHaveFocus();
  },
};

/** The phone comes back online: the load that failed for want of a network goes again by itself. */
export const RetryWhenBackOnline: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en['screen.offline.body']);
    // The screen listens from the effects that follow its failure's paint.
    await painted();
    window.dispatchEvent(new Event('online'));
    await expect(await canvas.findByText('Loaded after 2 calls')).toBeInTheDocument();
  },
};

/** Back in the app after a failed load, the screen tries again without a tap. */
export const RetryOnReturnAfterFailure: Story = {
  args: { refreshOnReturn: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en['screen.offline.body']);
    await leaveAndReturn();
    await expect(await canvas.findByText('Loaded after 2 calls', {}, WAIT)).toBeInTheDocument();
  },
};

/**
 * Back from another app (after paying in an e-wallet), the screen loads its answer again
 * behind what it shows: no skeleton meanwhile, the new answer in its place. A reload that
 * fails leaves the last answer on screen rather than an error, and one the network cut off goes
 * again once the phone is back online.
 */
export const RefreshesOnReturn: Story = {
  render: () => <ChangingScreen />,
  play: async ({ canvas }) => {
    const loads = () => canvas.getByRole('status', { name: 'Loads' });
    await expect(await canvas.findByText('Answer 1')).toBeInTheDocument();
    await leaveAndReturn();
    await waitFor(() => expect(loads()).toHaveTextContent('2'), WAIT);
    await expect(canvas.getByText('Answer 1')).toBeInTheDocument();
    await expect(canvas.queryByText(en['app.loading'])).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Answer now' }));
    await expect(await canvas.findByText('Answer 2')).toBeInTheDocument();

    await leaveAndReturn();
    await waitFor(() => expect(loads()).toHaveTextContent('3'), WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Answer now' }));
    await waitFor(() => expect(loads()).toHaveTextContent('3, failed'), WAIT);
    await painted();
    await expect(canvas.getByText('Answer 2')).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).toBeNull();

    // The network had cut that refresh off: back online, it goes again as quietly.
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(loads()).toHaveTextContent('4, failed'), WAIT);
    await expect(canvas.getByText('Answer 2')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Answer now' }));
    await expect(await canvas.findByText('Answer 4', {}, WAIT)).toBeInTheDocument();
    await expect(canvas.queryByText(en['app.loading'])).toBeNull();
  },
};

/**
 * Back in the app again and again while offline: each refresh is cut off and waits for the
 * network, but only the last one waits; they used to pile up, one listener per return.
 */
export const ReturnsWhileOfflineWaitOnce: Story = {
  render: () => <OfflineAfterFirstScreen />,
  beforeEach: () => {
    onlineListeners = countOnlineListeners();
    return () => onlineListeners?.restore();
  },
  play: async ({ canvas }) => {
    const loads = () => canvas.getByRole('status', { name: 'Loads' });
    await expect(await canvas.findByText('Answer 1')).toBeInTheDocument();
    for (let load = 2; load <= 6; load += 1) {
      await leaveAndReturn();
      await waitFor(() => expect(loads()).toHaveTextContent(String(load)), WAIT);
    }
    await painted();
    await expect(onlineListeners?.held.size).toBe(1);
    await expect(canvas.getByText('Answer 1')).toBeInTheDocument();
  },
};
