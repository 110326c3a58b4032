import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { ApiError } from '../api/index.ts';
import { en } from '../i18n/catalogues/en.ts';
import { ScreenLayout } from './ScreenLayout.tsx';
import { useResource } from './useResource.ts';

/** Fails the first load, answers the second: what a retry after a dropped connection does. */
function FlakyScreen() {
  const [calls, setCalls] = useState(0);
  const { state, retry } = useResource(async () => {
    setCalls((n) => n + 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (calls === 0) throw new ApiError({ kind: 'network', message: 'error' });
    return `Loaded after ${calls + 1} calls`;
  }, []);
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

const meta = {
  title: 'App/Shell/useResource',
  component: FlakyScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FlakyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RetryAfterFailure: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en['app.loading'])).toBeInTheDocument();
    const retry = await canvas.findByRole('button', { name: en['app.retry'] });
    await expect(canvas.getByRole('alert')).toHaveTextContent(en['screen.offline.body']);
    await userEvent.click(retry);
    await expect(await canvas.findByText('Loaded after 2 calls')).toBeInTheDocument();
  },
};

/** The phone comes back online: the load that failed for want of a network goes again by itself. */
export const RetryWhenBackOnline: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en['screen.offline.body']);
    // The screen listens from the effects that follow its failure's paint.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    window.dispatchEvent(new Event('online'));
    await expect(await canvas.findByText('Loaded after 2 calls')).toBeInTheDocument();
  },
};
