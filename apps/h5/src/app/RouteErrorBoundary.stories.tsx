import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { en } from '../i18n/catalogues/en.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { RouteErrorView } from './RouteErrorView.tsx';

/** Fails while `failing.now` is set, as a screen whose chunk did not load. */
const failing = { now: true };
function FlakyScreen() {
  if (failing.now) throw new Error('chunk failed to load');
  return <h1>Loan details</h1>;
}

const onRetry = fn(() => {
  failing.now = false;
});

const meta = {
  title: 'App/Shell/Route error boundary',
  component: RouteErrorBoundary,
  args: {
    onRetry,
    fallback: (retry) => <RouteErrorView onRetry={retry} onBack={fn()} />,
    children: <FlakyScreen />,
  },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    failing.now = true;
    onRetry.mockClear();
  },
} satisfies Meta<typeof RouteErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen failed; the retry asks for it again and shows it once it renders. */
export const RetryShowsTheScreen: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: en['app.routeError.title'] }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en['app.retry'] }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Loan details' }),
    ).toBeVisible();
    await expect(canvas.queryByText(en['app.routeError.title'])).toBeNull();
  },
};
