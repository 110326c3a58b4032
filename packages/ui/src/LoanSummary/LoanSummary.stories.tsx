import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectWholeWithin } from '../../docs/wholeFigure.ts';
import { LoanSummary } from './LoanSummary.tsx';

const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0f766e"/></svg>',
)}`;

const meta = {
  title: 'Components/LoanSummary',
  component: LoanSummary,
  args: {
    amount: '₱5.000,00',
    term: '91 days',
    rate: 'Daily interest rate 0,1%',
    productName: 'PesoBilis',
    productLogo: logo,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LoanSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The amount and the term read as their labels' values. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const amount = canvas.getByText('Loan amount');
    await expect(amount.tagName).toBe('DT');
    await expect(amount.nextElementSibling).toHaveTextContent('₱5.000,00');
    await expect(canvas.getByText('Loan term').nextElementSibling).toHaveTextContent('91 days');
    await expect(canvas.getByText('Daily interest rate 0,1%')).toBeVisible();
    await expect(canvas.getByText('PesoBilis')).toBeVisible();
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('src', logo);
  },
};

export const CustomLabels: Story = {
  args: { amountLabel: 'Borrow', termLabel: 'Days' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Borrow').nextElementSibling).toHaveTextContent('₱5.000,00');
    await expect(canvas.getByText('Days').nextElementSibling).toHaveTextContent('91 days');
    await expect(canvas.queryByText('Loan amount')).toBeNull();
  },
};

/** Without a product or a rate only the figures show. */
export const FiguresOnly: Story = {
  args: { productName: undefined, productLogo: undefined, rate: '' },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement);
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(root.queryByText('PesoBilis')).toBeNull();
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(0);
  },
};

/**
 * The largest amount in the narrowest box (a small phone at large text or zoom is this narrow):
 * the figure steps down to stay whole on one line, never broken in the middle.
 */
export const LargeAmountNarrowBox: Story = {
  args: { amount: '₱99.999.999,99' },
  render: (args) => (
    <div style={{ width: 180 }}>
      <LoanSummary {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const amount = canvas.getByText('₱99.999.999,99');
    await expectWholeWithin(amount, amount.closest('section'));
  },
};
