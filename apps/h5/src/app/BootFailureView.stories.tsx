import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { en } from '../i18n/catalogues/en.ts';
import { ScreenLayout } from '../screen/index.ts';
import { BootFailureView } from './BootFailureView.tsx';

const meta = {
  title: 'App/Shell/Boot failure',
  component: BootFailureView,
  args: { onRetry: fn() },
  // As a prerendered page shows it: the screen's frame from the HTML, the message for its skeleton.
  render: (args) => (
    <ScreenLayout title={en['title.loanDetail']} onBack={() => {}}>
      <BootFailureView {...args} />
    </ScreenLayout>
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BootFailureView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app's own code could not be fetched: the page says so and offers to load it again. */
export const AppCodeFailedToLoad: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en['app.routeError.body']);
    await userEvent.click(canvas.getByRole('button', { name: en['app.retry'] }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
