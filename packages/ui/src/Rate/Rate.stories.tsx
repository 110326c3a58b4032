import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { fillLabel } from '../internal/fillLabel.ts';
import { filStrings } from '../locale/fil.ts';
import { Rate } from './Rate.tsx';

/** Which stars are drawn filled, first to last. */
const filledStars = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('svg'), (star) => getComputedStyle(star).fill !== 'none');

const meta = {
  title: 'Components/Rate',
  component: Rate,
  args: { onChange: fn() },
} satisfies Meta<typeof Rate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Rating' })).toBeVisible();
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(5);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    await expect(filledStars(canvasElement)).toEqual([false, false, false, false, false]);
    for (const radio of radios) {
      const target = radio.getBoundingClientRect();
      await expect(target.width).toBeGreaterThanOrEqual(44);
      await expect(target.height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const Preset: Story = {
  args: { defaultValue: 4 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
    await expect(filledStars(canvasElement)).toEqual([true, true, true, true, false]);
  },
};

export const ReadOnly: Story = {
  args: { value: 4, readOnly: true, size: 20 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: '4 of 5 stars' })).toBeVisible();
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
    await expect(canvasElement.querySelector('input')).toBeNull();
    await expect(filledStars(canvasElement)).toEqual([true, true, true, true, false]);
  },
};

function ControlledRate() {
  const [value, setValue] = useState(2);
  return (
    <div>
      <Rate value={value} onChange={setValue} label="Rate your loan experience" />
      <p>Your rating: {value}</p>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledRate />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Your rating: 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '5 of 5 stars' }));
    await expect(canvas.getByText('Your rating: 5')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '5 of 5 stars' })).toBeChecked();
    await expect(filledStars(canvasElement)).toEqual([true, true, true, true, true]);
  },
};

/** A value the parent never updates stays put. */
export const ControlledWithoutUpdate: Story = {
  args: { value: 2 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '4 of 5 stars' }));
    await expect(args.onChange).toHaveBeenCalledWith(4);
    await expect(canvas.getByRole('radio', { name: '2 of 5 stars' })).toBeChecked();
    await expect(filledStars(canvasElement)).toEqual([true, true, false, false, false]);
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 3 },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const third = canvas.getByRole('radio', { name: '3 of 5 stars' });
    await expect(third).toHaveFocus();
    const ring = third.nextElementSibling;
    await expect(ring && getComputedStyle(ring).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '4 of 5 stars' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '2 of 5 stars' })).toBeChecked();
    await expect(args.onChange).toHaveBeenNthCalledWith(2, 3);
    await expect(args.onChange).toHaveBeenNthCalledWith(3, 2);
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const ClickToRate: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '3 of 5 stars' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(3);
    await expect(canvas.getByRole('radio', { name: '3 of 5 stars' })).toBeChecked();
    await expect(filledStars(canvasElement)).toEqual([true, true, true, false, false]);
  },
};

/** While the chosen rating is on its way: the stars show it, and taps and keys change nothing. */
export const Disabled: Story = {
  args: { defaultValue: 4, disabled: true },
  play: async ({ args, canvas, canvasElement }) => {
    const radios = canvas.getAllByRole('radio');
    for (const radio of radios) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '2 of 5 stars' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
    await expect(filledStars(canvasElement)).toEqual([true, true, true, true, false]);
  },
};

/** A message beside the stars describes the group. */
export const Described: Story = {
  args: { 'aria-describedby': 'rate-error' },
  render: (args) => (
    <>
      <Rate {...args} />
      <p id="rate-error">Choose at least one star</p>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Rating' })).toHaveAccessibleDescription(
      'Choose at least one star',
    );
  },
};

export const Chinese: Story = {
  args: { defaultValue: 3 },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: '评分' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '3 星（共 5 星）' })).toBeChecked();
  },
};

export const Indonesian: Story = {
  args: { defaultValue: 3 },
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Penilaian' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '3 dari 5 bintang' })).toBeChecked();
  },
};

export const ReadOnlyChinese: Story = {
  args: { value: 4, readOnly: true },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '4 星（共 5 星）' })).toBeVisible();
  },
};

/** Three stars chosen, in Filipino: the built-in group name and star names. */
export const Filipino: Story = {
  args: { defaultValue: 3 },
  globals: { locale: 'fil' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: filStrings.rating })).toBeVisible();
    await expect(
      canvas.getByRole('radio', { name: fillLabel(filStrings.stars, { count: 3, total: 5 }) }),
    ).toBeChecked();
  },
};
