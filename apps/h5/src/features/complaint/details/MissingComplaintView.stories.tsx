import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MissingComplaintView } from './MissingComplaintView.tsx';

const meta = {
  title: 'Screens/Complaint/Complaint detail without a complaint',
  component: MissingComplaintView,
  args: { onBack: fn(), onOpenList: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MissingComplaintView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link named no complaint: a clear message and the way to the list. */
export const MissingProblemId: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Complaint detail' })).toBeVisible();
    await expect(canvas.getByText('No complaint to show')).toBeVisible();
    await expect(canvas.getByText(/does not say which complaint to open/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'See my complaints' }));
    await expect(args.onOpenList).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};
