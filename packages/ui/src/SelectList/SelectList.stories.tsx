import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sheetReady } from '../../docs/sheetReady.ts';
import { Button } from '../Button/Button.tsx';
import { filStrings } from '../locale/fil.ts';
import { SelectList, type SelectListItem, type SelectListProps } from './SelectList.tsx';

/** A square placeholder logo with the product's initial, as an inline image. */
const logo = (letter: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#64748b"/><text x="20" y="27" font-size="20" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`,
  )}`;

const orders: SelectListItem[] = [
  {
    key: 'HR20240611001',
    title: 'Hiram Cash',
    description: 'HR20240611001 · Repaying',
    logo: logo('H'),
  },
  {
    key: 'BY20240502017',
    title: 'Bayani Loan',
    description: 'BY20240502017 · Overdue',
    logo: logo('B'),
  },
  { key: 'TL20231120008', title: 'Tala Credit', description: 'TL20231120008 · Settled' },
];

const row = (name: RegExp | string) => screen.getByRole('button', { name });

const meta = {
  title: 'Components/SelectList',
  component: SelectList,
  args: {
    open: true,
    title: 'All orders',
    items: orders,
    defaultValue: 'HR20240611001',
    onSelect: fn(),
    onClose: fn(),
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
} satisfies Meta<typeof SelectList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await sheetReady('All orders');
    const current = row(/Hiram Cash/);
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(current).toHaveFocus();
    await expect(current.querySelector('svg')).toBeVisible();
    await expect(row(/Bayani Loan/)).not.toHaveAttribute('aria-current');
    await expect(row(/Bayani Loan/).querySelector('svg')).toBeNull();
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(row(/Hiram Cash/)).getByRole('presentation')).toHaveAttribute('alt', '');
    await expect(row(/Bayani Loan/)).toHaveTextContent('BY20240502017 · Overdue');

    await userEvent.click(row(/Bayani Loan/));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith('BY20240502017');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    for (const item of within(dialog).getAllByRole('listitem')) {
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

export const NoneCurrent: Story = {
  args: { defaultValue: undefined },
  play: async () => {
    const dialog = await sheetReady();
    await expect(dialog.querySelectorAll('[aria-current]')).toHaveLength(0);
    await expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

function OrderSummary(props: SelectListProps) {
  const [open, setOpen] = useState(false);
  const [orderNo, setOrderNo] = useState(props.defaultValue ?? '');
  const order = props.items.find((item) => item.key === orderNo);
  return (
    <>
      <p>{`Order: ${order?.title ?? 'none'} ${orderNo}`}</p>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        All
      </Button>
      <SelectList
        {...props}
        open={open}
        value={orderNo}
        onSelect={(key) => {
          props.onSelect(key);
          setOrderNo(key);
        }}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

/** The complaint page's All button: the chosen order replaces the summary. */
export const ReplacesSummary: Story = {
  render: (args) => <OrderSummary {...args} />,
  play: async ({ args, canvas }) => {
    const all = canvas.getByRole('button', { name: 'All' });
    await userEvent.click(all);
    await sheetReady();
    await userEvent.click(row(/Tala Credit/));
    await expect(args.onSelect).toHaveBeenCalledWith('TL20231120008');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByText('Order: Tala Credit TL20231120008')).toBeVisible();
    await waitFor(() => expect(all).toHaveFocus());

    await userEvent.click(all);
    await sheetReady();
    await expect(row(/Tala Credit/)).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Order: Tala Credit TL20231120008')).toBeVisible();
  },
};

export const CustomRows: Story = {
  args: {
    renderItem: (item, current) => (
      <span>
        <strong>{item.key}</strong>
        {current ? ' (this order)' : ''}
      </span>
    ),
  },
  play: async ({ args }) => {
    await sheetReady();
    await expect(row('HR20240611001 (this order)')).toHaveAttribute('aria-current', 'true');
    await expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.click(row('TL20231120008'));
    await expect(args.onSelect).toHaveBeenCalledWith('TL20231120008');
  },
};

export const Empty: Story = {
  args: { items: [], emptyText: 'You have no orders yet' },
  play: async () => {
    await sheetReady('All orders');
    await expect(screen.getByText('You have no orders yet')).toBeVisible();
    await expect(screen.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        key: 'long',
        title: 'Hiram Cash Plus Salary Loan for Overseas Filipino Workers and Their Families',
        description:
          'HR20240611001000000000000000000000000000000000000000000000000 · Waiting for the second disbursement',
        logo: logo('H'),
      },
      ...orders,
    ],
    defaultValue: 'long',
  },
  play: async () => {
    const dialog = await sheetReady();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    const first = row(/Overseas Filipino Workers/);
    await expect(first.scrollWidth).toBeLessThanOrEqual(first.clientWidth);
  },
};

export const Chinese: Story = {
  args: { title: '全部订单', items: [] },
  globals: { locale: 'zh-CN' },
  play: async () => {
    await sheetReady('全部订单');
    await expect(screen.getByText('暂无可选项')).toBeVisible();
    await expect(screen.getByRole('button', { name: '关闭' })).toBeVisible();
  },
};

export const Indonesian: Story = {
  args: { title: 'Semua pesanan', items: [] },
  globals: { locale: 'id' },
  play: async () => {
    await sheetReady('Semua pesanan');
    await expect(screen.getByText('Tidak ada pilihan')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Tutup' })).toBeVisible();
  },
};

/** Nothing to choose, in Filipino: the built-in empty note and Close. */
export const Filipino: Story = {
  args: { title: 'Lahat ng order', items: [] },
  globals: { locale: 'fil' },
  play: async () => {
    await sheetReady('Lahat ng order');
    await expect(screen.getByText(filStrings.noOptions)).toBeVisible();
    await expect(screen.getByRole('button', { name: filStrings.close })).toBeVisible();
  },
};
