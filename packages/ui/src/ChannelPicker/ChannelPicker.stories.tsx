import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { heldHandler } from '../../docs/heldHandler.ts';
import { sheetReady } from '../../docs/sheetReady.ts';
import { filStrings } from '../locale/fil.ts';
import { ChannelPicker } from './ChannelPicker.tsx';
import type { RepaymentChannel } from './selectedChannel.ts';

/** A round placeholder logo with the channel's initial, as an inline image. */
const logo = (letter: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#475569"/><text x="16" y="22" font-size="16" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`,
  )}`;

const channels: RepaymentChannel[] = [
  { channelNumber: '90006', name: 'GCash', logo: logo('G') },
  { channelNumber: '90007', name: 'Maya', logo: logo('M') },
  { channelNumber: '90011', name: '7-Eleven CLIQQ', logo: logo('7') },
  { channelNumber: '90015', name: 'Cebuana Lhuillier', logo: logo('C') },
];

const hint = 'Please select your repayment method for payment';
const radio = (name: string | RegExp) => screen.getByRole('radio', { name });
const pay = () => screen.getByRole('button', { name: /Payment/ });

const meta = {
  title: 'Components/ChannelPicker',
  component: ChannelPicker,
  args: {
    open: true,
    channels,
    hint,
    confirmText: 'Payment',
    onClose: fn(),
    onChange: fn(),
    onConfirm: fn(),
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
} satisfies Meta<typeof ChannelPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first channel is chosen until the user picks another. */
export const Default: Story = {
  play: async ({ args }) => {
    await sheetReady(hint);
    await expect(screen.getByRole('radiogroup', { name: hint })).toBeVisible();
    await expect(screen.getAllByRole('radio')).toHaveLength(4);
    const gcash = radio('GCash');
    await expect(gcash).toBeChecked();
    await expect(gcash).toHaveFocus();
    await expect(gcash.parentElement?.querySelectorAll('svg')).toHaveLength(1);
    await expect(radio('Maya').parentElement?.querySelector('svg')).toBeNull();
    await expect(gcash.parentElement?.querySelector('img')).toHaveAttribute('alt', '');
    await userEvent.click(pay());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith(channels[0]);
    await expect(args.onChange).not.toHaveBeenCalled();
    for (const item of screen.getAllByRole('radio')) {
      await expect(item.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const ChooseAnother: Story = {
  play: async ({ args }) => {
    await sheetReady();
    await userEvent.click(screen.getByText('Cebuana Lhuillier'));
    await expect(radio('Cebuana Lhuillier')).toBeChecked();
    await expect(radio('GCash')).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('90015');
    await expect(radio('Cebuana Lhuillier').parentElement?.querySelector('svg')).not.toBeNull();
    await userEvent.click(pay());
    await expect(args.onConfirm).toHaveBeenCalledWith(channels[3]);
  },
};

export const Keyboard: Story = {
  play: async ({ args }) => {
    await sheetReady();
    await expect(radio('GCash')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(radio('Maya')).toBeChecked();
    await expect(radio('Maya')).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('90007');
    await userEvent.tab();
    await expect(pay()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith(channels[1]);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Preselected: Story = {
  args: { defaultValue: '90011' },
  play: async () => {
    await sheetReady();
    await expect(radio('7-Eleven CLIQQ')).toBeChecked();
    await expect(radio('7-Eleven CLIQQ')).toHaveFocus();
  },
};

function ControlledChannels(props: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('90007');
  return (
    <>
      <p>{`Channel: ${value}`}</p>
      <ChannelPicker
        open
        channels={channels}
        hint={hint}
        confirmText="Payment"
        value={value}
        onChange={(next) => {
          props.onChange(next);
          setValue(next);
        }}
        onConfirm={() => {}}
        onClose={() => {}}
      />
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledChannels onChange={args.onChange ?? (() => {})} />,
  play: async ({ args, canvas }) => {
    await sheetReady();
    await expect(radio('Maya')).toBeChecked();
    await userEvent.click(screen.getByText('GCash'));
    await expect(args.onChange).toHaveBeenCalledWith('90006');
    await expect(radio('GCash')).toBeChecked();
    await expect(canvas.getByText('Channel: 90006')).toBeInTheDocument();
  },
};

/** While the pay code is generated the button is busy and taps send nothing more. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    await sheetReady();
    const button = pay();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('img', { name: 'Loading' })).toBeVisible();
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

const held = heldHandler();

export const SendsOnceWhileGenerating: Story = {
  args: { onConfirm: fn(held.run) },
  play: async ({ args }) => {
    await sheetReady();
    const button = pay();
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    held.release();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  },
};

/** The spec's Payment button does not check for a channel; this one is disabled without any. */
export const Empty: Story = {
  args: { channels: [], emptyText: 'No repayment channels are available right now' },
  play: async ({ args }) => {
    await sheetReady();
    await expect(screen.getByText('No repayment channels are available right now')).toBeVisible();
    await expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    const button = pay();
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const LongNames: Story = {
  args: {
    channels: [
      {
        channelNumber: '90020',
        name: 'Over-the-counter payment at any Bayad Center, SM Bills Payment or Robinsons Department Store',
        logo: logo('B'),
      },
      ...channels,
    ],
  },
  play: async () => {
    const dialog = await sheetReady();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(radio(/Bayad Center/)).toBeChecked();
  },
};

export const WithTitle: Story = {
  args: { title: 'Payment Method' },
  play: async () => {
    await sheetReady('Payment Method');
    await expect(screen.getByRole('radiogroup', { name: hint })).toBeVisible();
    await expect(screen.getByText(hint)).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { confirmText: undefined, hint: '请选择还款方式' },
  globals: { locale: 'zh-CN' },
  play: async ({ args }) => {
    await sheetReady('请选择还款方式');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(channels[0]);
    await expect(screen.getByRole('button', { name: '关闭' })).toBeVisible();
  },
};

export const Indonesian: Story = {
  args: { confirmText: undefined, hint: 'Pilih metode pembayaran', channels: [] },
  globals: { locale: 'id' },
  play: async () => {
    await sheetReady('Pilih metode pembayaran');
    await expect(screen.getByText('Tidak ada pilihan')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Konfirmasi' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Tutup' })).toBeVisible();
  },
};

/**
 * In Filipino on a small phone: the built-in Close and Confirm (no `confirmText`); Confirm pays
 * with the first channel, chosen until another is picked.
 */
export const Filipino: Story = {
  args: { confirmText: undefined, hint: 'Pumili ng paraan ng pagbabayad' },
  globals: { locale: 'fil', viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ args }) => {
    await sheetReady('Pumili ng paraan ng pagbabayad');
    await expect(screen.getByRole('button', { name: filStrings.close })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: filStrings.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledWith(channels[0]);
  },
};
