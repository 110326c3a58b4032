import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { filStrings } from '../locale/fil.ts';
import { Empty } from './Empty.tsx';

const meta = {
  title: 'Components/Empty',
  component: Empty,
} satisfies Meta<typeof Empty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No data yet')).toBeVisible();
    const picture = canvasElement.querySelector('svg');
    await expect(picture?.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithDescription: Story = {
  args: {
    title: 'No complaints yet',
    description: 'Complaints you send appear here with the reply from our support team.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No complaints yet')).toBeVisible();
    await expect(canvas.getByText(/Complaints you send appear here/)).toBeVisible();
    await expect(canvas.queryByText('No data yet')).toBeNull();
  },
};

export const WithAction: Story = {
  args: {
    title: 'No orders yet',
    description: 'Take a loan and your orders will be listed here.',
    action: { text: 'Click to view more products', onClick: fn() },
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Click to view more products' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
  },
};

export const CustomIcon: Story = {
  args: {
    title: 'No bank card',
    icon: (
      <svg
        aria-hidden="true"
        width="64"
        height="64"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
      >
        <rect x="2" y="5" width="20" height="14" rx="2" />
        <path d="M2 10h20" />
      </svg>
    ),
  },
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(1);
    await expect(icons[0]?.querySelector('rect')).not.toBeNull();
  },
};

export const LongText: Story = {
  args: {
    title:
      'There are no repayment instructions for this channel yet, please choose another channel',
    description:
      'Pay at a partner store with the payment code, or use your e-wallet app: https://example.com/help/repayment-channels-and-fees',
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.firstElementChild;
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
  },
};

export const Indonesian: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada data')).toBeVisible();
  },
};

/** In Filipino, with no title given: the built-in "no data yet" title. */
export const Filipino: Story = {
  globals: { locale: 'fil' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(filStrings.emptyDefault)).toBeVisible();
  },
};
