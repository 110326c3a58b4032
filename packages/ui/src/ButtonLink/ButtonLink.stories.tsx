import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ButtonLink } from './ButtonLink.tsx';

/** The stories keep the browser where it is: each tap is reported, never followed. */
const stayHere = fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault());

const meta = {
  title: 'Components/ButtonLink',
  component: ButtonLink,
  args: { children: 'Get it on Google Play', href: 'https://play.google.com/', onClick: stayHere },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] } },
  beforeEach: () => {
    stayHere.mockClear();
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Get it on Google Play' });
    await expect(link).toHaveAttribute('href', 'https://play.google.com/');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A hotline the browser dials. */
export const Secondary: Story = {
  args: { variant: 'secondary', href: 'tel:+639171234567', children: 'Call 0917 123 4567' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Call 0917 123 4567' })).toHaveAttribute(
      'href',
      'tel:+639171234567',
    );
  },
};

export const Ghost: Story = { args: { variant: 'ghost', children: 'Click to view more products' } };

/** Reached with Tab and followed with Enter, as any link. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Get it on Google Play' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Block: Story = {
  args: { block: true },
  parameters: { layout: 'padded' },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Get it on Google Play' });
    const container = link.parentElement ?? canvasElement;
    await expect(link.getBoundingClientRect().width).toBe(container.getBoundingClientRect().width);
  },
};

/** Beside a `Button` of the same variant it has the same box, colours and type. */
export const MatchesButton: Story = {
  args: { variant: 'secondary', children: 'Same look' },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <ButtonLink {...args} />
      <Button variant="secondary">Same look</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Same look' });
    const button = canvas.getByRole('button', { name: 'Same look' });
    const look = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        width: box.width,
        height: box.height,
        color: style.color,
        background: style.backgroundColor,
        border: style.border,
        radius: style.borderRadius,
        font: style.font,
        decoration: style.textDecorationLine,
      };
    };
    await expect(look(link)).toEqual(look(button));
  },
};
