import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusHero } from './StatusHero.tsx';
import type { StatusVariant } from './StatusIcon.tsx';

const meta = {
  title: 'Components/StatusHero',
  component: StatusHero,
  args: {
    variant: 'success',
    title: 'Repaid',
    description: 'Thank you! Your loan is fully repaid and you can borrow again.',
  },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['pending', 'processing', 'success', 'warning', 'danger', 'failed'],
    },
  },
} satisfies Meta<typeof StatusHero>;

export default meta;
type Story = StoryObj<typeof meta>;

const variants: StatusVariant[] = [
  'pending',
  'processing',
  'success',
  'warning',
  'danger',
  'failed',
];

export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Repaid' })).toBeVisible();
    await expect(canvas.getByText(/fully repaid/)).toBeVisible();
    const icon = canvasElement.querySelector('svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Pending: Story = {
  args: {
    variant: 'pending',
    title: 'Under review',
    description: 'We are reviewing your application.',
  },
};

export const Processing: Story = {
  args: {
    variant: 'processing',
    title: 'Disbursing',
    description: 'The money will reach your account within 1-3 days.',
  },
};

export const Warning: Story = {
  args: { variant: 'warning', title: 'Due today', description: 'Repay ₱5.455,00 today.' },
};

export const Danger: Story = {
  args: { variant: 'danger', title: 'Overdue by 3 days', description: 'A late fee now applies.' },
};

export const Failed: Story = {
  args: {
    variant: 'failed',
    title: 'Failed',
    titleAs: 'h1',
    description: 'Your session has expired. Please open this page again from the app.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Failed' })).toBeVisible();
  },
};

/** Each variant has its own picture. */
export const AllVariants: Story = {
  render: (args) => (
    <div>
      {variants.map((variant) => (
        <StatusHero key={variant} {...args} variant={variant} title={variant} titleAs="p" />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const icons = Array.from(canvasElement.querySelectorAll('svg'), (svg) => svg.innerHTML);
    await expect(icons).toHaveLength(variants.length);
    await expect(new Set(icons).size).toBe(variants.length);
  },
};

export const WithoutDescription: Story = {
  args: { description: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toBeNull();
  },
};

/** Server text stays text: markup in it is shown, never run. */
export const TextIsText: Story = {
  args: { description: '<img src=x onerror=alert(1)> <b>Pay now</b>' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<img src=x onerror=alert(1)> <b>Pay now</b>')).toBeVisible();
    await expect(canvasElement.querySelector('img, b')).toBeNull();
  },
};
