import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { en } from '../i18n/catalogues/en.ts';
import { RouteErrorView } from './RouteErrorView.tsx';

const meta = {
  title: 'App/Shell/Route error',
  component: RouteErrorView,
  args: { onRetry: fn(), onBack: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RouteErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen's code failed to load: the route's boundary offers to load it again. */
export const ChunkFailedToLoad: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: en['app.routeError.title'] }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(en['app.routeError.body']);
    await userEvent.click(canvas.getByRole('button', { name: en['app.retry'] }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: en['app.back'] }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};
