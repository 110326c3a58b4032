import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RepayPlan } from './RepayPlan.tsx';

const meta = {
  title: 'Components/RepayPlan',
  component: RepayPlan,
  args: {
    items: [
      {
        title: 'Instalment 1',
        description: 'Principal ₱2.500,00 + interest ₱227,50',
        amount: '₱2.727,50',
        payTime: '2025-06-14',
      },
      {
        title: 'Instalment 2',
        description: 'Principal ₱2.500,00 + interest ₱227,50',
        amount: '₱2.727,50',
        payTime: '2025-07-15',
      },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RepayPlan>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One list item per instalment, in order, each with its amount and due date. */
export const Instalments: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    const second = within(items[1] as HTMLElement);
    await expect(second.getByText('Instalment 2')).toBeVisible();
    await expect(second.getByText('₱2.727,50')).toBeVisible();
    await expect(second.getByText('Due 2025-07-15')).toBeVisible();
    await expect(second.getByText('Principal ₱2.500,00 + interest ₱227,50')).toBeVisible();
  },
};

/** An instalment without a date or a description shows neither. */
export const Sparse: Story = {
  args: { items: [{ title: 'Single repayment', amount: '₱5.455,00', payTime: '' }] },
  play: async ({ canvas }) => {
    const item = canvas.getByRole('listitem');
    await expect(item).toHaveTextContent(/^Single repayment₱5\.455,00$/);
  },
};

export const CustomDueLabel: Story = {
  args: { dueLabel: 'Pay by {date}' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pay by 2025-06-14')).toBeVisible();
    await expect(canvas.queryByText(/^Due /)).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [], emptyText: 'No repayment plan yet' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('No repayment plan yet')).toBeVisible();
  },
};
