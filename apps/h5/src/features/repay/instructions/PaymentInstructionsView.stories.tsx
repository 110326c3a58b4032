import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { layerScreenParameters } from '../../../dev/storybook/layerScreen.ts';
import { PaymentInstructionsView } from './PaymentInstructionsView.tsx';

const meta = {
  title: 'Screens/Repay/Payment instructions',
  component: PaymentInstructionsView,
  args: { biller: 'Hiram', onBack: fn() },
  parameters: layerScreenParameters,
} satisfies Meta<typeof PaymentInstructionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const CHANNELS = [
  'GCash',
  'Maya',
  'QR Ph (any bank or e-wallet app)',
  'InstaPay / PESONet bank transfer',
  '7-Eleven (CLiQQ kiosk)',
  'Cebuana Lhuillier',
  'M Lhuillier',
  'Palawan Express',
  'ECPay outlets',
  'Bayad Center',
];

/** The channel's fold, found by its name. */
const channel = (root: HTMLElement, name: string) => {
  const details = within(root).getByRole('heading', { level: 3, name }).closest('details');
  if (!details) throw new Error(`${name} is not folded`);
  return details;
};

/** The rules first, then the three groups with every channel folded under its name. */
export const Page: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Payment instructions',
    );
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual([
      'Before you pay',
      'E-wallet: pay bills',
      'Another bank or e-wallet app',
      'Cash at a store or counter',
    ]);
    const rules = within(canvas.getByRole('region', { name: 'Before you pay' }));
    await expect(rules.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Pay the exact amount due.',
      'Use one pay code for each payment.',
      'Keep the receipt or deposit slip as proof of payment.',
      'Pay only through the channels Hiram lists for your loan.',
      'Never share your pay code with anyone who asks for it.',
    ]);
    const names = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(names).toEqual(CHANNELS);
    for (const name of CHANNELS) await expect(channel(canvasElement, name).open).toBe(false);
  },
};

/** A tapped channel unfolds: its steps name the biller, then its limits and posting time. */
export const ChannelOpened: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      canvas.getByRole('heading', { level: 3, name: '7-Eleven (CLiQQ kiosk)' }),
    );
    const seven = channel(canvasElement, '7-Eleven (CLiQQ kiosk)');
    await expect(seven.open).toBe(true);
    const lists = within(seven).getAllByRole('list');
    await expect(within(lists[0] as HTMLElement).getAllByRole('listitem')[1]).toHaveTextContent(
      'Tap Loans, then choose Hiram.',
    );
    await expect(within(seven).getByRole('heading', { level: 4 })).toHaveTextContent(
      'Limits and posting time',
    );
    await expect(within(seven).getByText('Each payment: ₱50,00 to ₱50.000,00.')).toBeVisible();
    const picture = within(seven).getByRole('img');
    await expect(picture).toHaveAttribute('loading', 'lazy');
    // A file of its own, fetched when shown, not bytes inlined in the page's code.
    await expect(picture.getAttribute('src')).toMatch(/^\/.*kiosk\.svg/);
  },
};

/** A channel with no published steps shows only what its source states. */
export const NoStepList: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('heading', { level: 3, name: 'M Lhuillier' }));
    const counter = channel(canvasElement, 'M Lhuillier');
    await expect(
      within(counter)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ask for Bills Payment at the counter and give your pay code.',
      'M Lhuillier publishes no further steps.',
    ]);
  },
};

/** A tap on a picture opens it full screen; Close puts the borrower back on the picture. */
export const ImageEnlarged: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('heading', { level: 3, name: 'GCash' }));
    const picture = canvas.getByRole('button', { name: /^Phone screen: Bills, then Loans/ });
    await userEvent.click(picture);
    const dialog = await screen.findByRole('dialog', { name: 'Image preview' });
    await expect(within(dialog).getByRole('img')).toHaveAccessibleName(
      /^Phone screen: Bills, then Loans, then the biller/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(picture).toHaveFocus();
  },
};

export const Back: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};
