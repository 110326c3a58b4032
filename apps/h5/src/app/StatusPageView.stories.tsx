import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StatusPageView } from './StatusPageView.tsx';

const meta = {
  title: 'App/Shell/Status page',
  component: StatusPageView,
  args: { onBack: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StatusPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: {
    title: 'Page not found',
    heading: 'Page not found',
    body: 'The page you opened does not exist or has moved.',
    actionText: 'Go to home',
    onAction: fn(),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to home' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};
