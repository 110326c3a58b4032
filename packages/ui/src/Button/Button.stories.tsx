import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormEvent } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { heldHandler } from '../../docs/heldHandler.ts';
import { Button } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Loan Now', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Loan Now' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Short of money?' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Click to view more products' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Loan Now' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Announced and greyed as disabled, yet focusable, and its tap still reaches the screen. */
export const Inactive: Story = {
  args: { inactive: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Loan Now' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toBeEnabled();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    await expect(button).not.toHaveAttribute('aria-busy');
  },
};

const onSubmit = fn((event: FormEvent) => event.preventDefault());

/** An inactive submit button reports its tap but does not submit the form. */
export const InactiveSubmit: Story = {
  args: { inactive: true, type: 'submit' },
  render: (args) => (
    <form aria-label="Loan" onSubmit={onSubmit}>
      <Button {...args} />
    </form>
  ),
  play: async ({ args, canvas }) => {
    onSubmit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Loan Now' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Loan Now/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('img', { name: 'Loading' })).toBeVisible();
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Block: Story = {
  args: { block: true },
  parameters: { layout: 'padded' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Loan Now' });
    const container = button.parentElement ?? canvasElement;
    await expect(button.getBoundingClientRect().width).toBe(
      container.getBoundingClientRect().width,
    );
  },
};

const held = heldHandler();

/** A handler that returns a promise keeps the button busy: a double tap sends once. */
export const SendsOnceWhileRunning: Story = {
  args: {
    onClick: fn(held.run),
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Loan Now' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    held.release();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};
