import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type DefaultTheme, useTheme } from 'styled-components';
import { StatusHero, type StatusHeroProps } from './StatusHero.tsx';
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

/** The status's words as a heading, its meaning under it, and the variant's own picture. */
const showsStatus: Story['play'] = async ({ args, canvas, canvasElement }) => {
  await expect(canvas.getByRole('heading', { level: 2, name: String(args.title) })).toBeVisible();
  await expect(canvas.getByText(String(args.description))).toBeVisible();
  const strokes = Array.from(canvasElement.querySelectorAll('svg path'), (path) =>
    path.getAttribute('d'),
  );
  await expect(strokes).toContain(looks[args.variant].stroke);
};

export const Pending: Story = {
  args: {
    variant: 'pending',
    title: 'Under review',
    description: 'We are reviewing your application.',
  },
  play: showsStatus,
};

export const Processing: Story = {
  args: {
    variant: 'processing',
    title: 'Disbursing',
    description: 'The money will reach your account within 1-3 days.',
  },
  play: showsStatus,
};

export const Warning: Story = {
  args: { variant: 'warning', title: 'Due today', description: 'Repay ₱5.455,00 today.' },
  play: showsStatus,
};

export const Danger: Story = {
  args: { variant: 'danger', title: 'Overdue by 3 days', description: 'A late fee now applies.' },
  play: showsStatus,
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

/** The colour and a stroke of the picture each variant must draw. */
const looks: Record<StatusVariant, { tone: keyof DefaultTheme['color']; stroke: string }> = {
  pending: { tone: 'accentText', stroke: 'M12 7.5V12l3 2' },
  processing: { tone: 'accentText', stroke: 'M5 9h12l-3-3' },
  success: { tone: 'success', stroke: 'M8 12.5l2.8 2.8L16.5 9.5' },
  warning: { tone: 'warning', stroke: 'M4.5 10h15M9 3.5v4M15 3.5v4M12 13v2.5' },
  danger: { tone: 'danger', stroke: 'M12 4l9 15.5H3z' },
  failed: { tone: 'danger', stroke: 'M9 9l6 6M15 9l-6 6' },
};

/** Each variant beside a swatch of the brand's colour its picture must take. */
function EveryVariant(args: StatusHeroProps) {
  const theme = useTheme();
  return (
    <div>
      {variants.map((variant) => (
        <div key={variant} data-variant-row={variant}>
          <StatusHero {...args} variant={variant} title={variant} titleAs="p" />
          <span data-swatch style={{ color: theme.color[looks[variant].tone] }} />
        </div>
      ))}
    </div>
  );
}

/**
 * Each variant has its own picture in its own colour: an overdue order never shows the green
 * tick, nor a repaid one the red cross.
 */
export const AllVariants: Story = {
  render: (args) => <EveryVariant {...args} />,
  play: async ({ canvasElement }) => {
    const icons = Array.from(canvasElement.querySelectorAll('svg'), (svg) => svg.innerHTML);
    await expect(icons).toHaveLength(variants.length);
    await expect(new Set(icons).size).toBe(variants.length);
    for (const variant of variants) {
      const row = canvasElement.querySelector(`[data-variant-row="${variant}"]`);
      const svg = row?.querySelector('svg');
      const swatch = row?.querySelector('[data-swatch]');
      if (!svg || !swatch) throw new Error(`No ${variant} row`);
      await expect(getComputedStyle(svg).color).toBe(getComputedStyle(swatch).color);
      await expect(
        Array.from(svg.querySelectorAll('path'), (path) => path.getAttribute('d')),
      ).toContain(looks[variant].stroke);
    }
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
