import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MissingComplaintView } from './MissingComplaintView.tsx';

const meta = {
  title: 'Screens/Complaint/Complaint detail without a complaint',
  component: MissingComplaintView,
  args: { queryKnown: true, onBack: fn(), onOpenList: fn() },
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

/**
 * While the prerendered page hydrates its query is not read yet: the loading state the detail
 * shows, so the page built without a query and the browser's first render agree.
 */
export const BeforeTheQueryIsRead: Story = {
  args: { queryKnown: false },
  play: async ({ canvas }) => {
    const label = canvas.getByText('Loading…');
    await expect(label.closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByText('No complaint to show')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'See my complaints' })).toBeNull();
  },
};
