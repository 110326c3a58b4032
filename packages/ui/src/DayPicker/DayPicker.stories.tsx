import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { sheetReady } from '../../docs/sheetReady.ts';
import { Button } from '../Button/Button.tsx';
import { filStrings } from '../locale/fil.ts';
import { DayPicker, type DayPickerProps } from './DayPicker.tsx';

const day = (name: string) => screen.getByRole('option', { name });

const ordinal = (value: number) => {
  const teen = value % 100 >= 11 && value % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[value % 10] ?? 'th');
  return `${value}${suffix}`;
};

const meta = {
  title: 'Components/DayPicker',
  component: DayPicker,
  args: { open: true, title: 'Salary day', onConfirm: fn(), onCancel: fn() },
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof DayPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

function DayField(props: DayPickerProps) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(props.value ?? props.defaultValue ?? null);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {`${props.title}: ${value ?? 'Not chosen'}`}
      </Button>
      <DayPicker
        {...props}
        open={open}
        value={value}
        onConfirm={(chosen) => {
          props.onConfirm(chosen);
          setValue(chosen);
          setOpen(false);
        }}
        onCancel={() => {
          props.onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

export const Default: Story = {
  play: async ({ args }) => {
    await sheetReady('Salary day');
    const days = screen.getAllByRole('option');
    await expect(days.map((item) => item.textContent)).toEqual(
      Array.from({ length: 31 }, (_, index) => String(index + 1)),
    );
    await expect(day('1')).toHaveFocus();
    await userEvent.click(day('15'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith(15);
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** The confirmed day near the month's end is scrolled into view and focused. */
export const Selected: Story = {
  args: { defaultValue: 30 },
  play: async ({ args }) => {
    await sheetReady();
    const chosen = day('30');
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await expect(chosen).toHaveFocus();
    const list = screen.getByRole('listbox').getBoundingClientRect();
    await expect(chosen.getBoundingClientRect().bottom).toBeLessThanOrEqual(list.bottom);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(31);
  },
};

export const Range: Story = {
  args: { title: 'Repayment day', min: 1, max: 28 },
  play: async () => {
    await sheetReady('Repayment day');
    await expect(screen.getAllByRole('option')).toHaveLength(28);
    await expect(screen.queryByRole('option', { name: '29' })).not.toBeInTheDocument();
    await userEvent.keyboard('{End}');
    await expect(day('28')).toHaveFocus();
  },
};

export const FormattedDays: Story = {
  args: { formatDay: ordinal, defaultValue: 2 },
  play: async ({ args }) => {
    await sheetReady();
    await expect(day('2nd')).toHaveAttribute('aria-selected', 'true');
    await expect(day('11th')).toBeInTheDocument();
    await userEvent.click(day('23rd'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(23);
  },
};

export const CancelRestores: Story = {
  args: { defaultValue: 5 },
  render: (args) => <DayField {...args} />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Salary day: 5' });
    await userEvent.click(trigger);
    await sheetReady();
    await userEvent.click(day('20'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Salary day: 5');
    await userEvent.click(trigger);
    await sheetReady();
    await expect(day('5')).toHaveAttribute('aria-selected', 'true');
    await expect(day('20')).toHaveAttribute('aria-selected', 'false');
  },
};

export const Controlled: Story = {
  args: { value: 10 },
  render: (args) => <DayField {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salary day: 10' }));
    await sheetReady();
    await userEvent.click(day('12'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(12);
    await expect(canvas.getByRole('button', { name: 'Salary day: 12' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { min: 20, max: 10 },
  play: async () => {
    await sheetReady();
    await expect(screen.getByText('No options available')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

export const Chinese: Story = {
  args: { title: '发薪日', formatDay: (value: number) => `${value}日`, defaultValue: 8 },
  globals: { locale: 'zh-CN' },
  play: async ({ args }) => {
    await sheetReady('发薪日');
    await expect(day('8日')).toHaveAttribute('aria-selected', 'true');
    await expect(screen.getByRole('button', { name: '取消' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(8);
  },
};

export const Indonesian: Story = {
  args: { title: 'Tanggal gajian', min: 31, max: 1 },
  globals: { locale: 'id' },
  play: async () => {
    await sheetReady('Tanggal gajian');
    await expect(screen.getByText('Tidak ada pilihan')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Konfirmasi' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Batal' })).toBeVisible();
  },
};

/** In Filipino on a small phone: the built-in Cancel and Confirm; Confirm gives the day shown chosen. */
export const Filipino: Story = {
  args: { title: 'Araw ng sahod', defaultValue: 15 },
  globals: { locale: 'fil', viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ args }) => {
    await sheetReady('Araw ng sahod');
    await expect(screen.getByRole('button', { name: filStrings.cancel })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: filStrings.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledWith(15);
  },
};
