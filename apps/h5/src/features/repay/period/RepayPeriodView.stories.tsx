import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { expectWholeWithin } from '../../../../../../packages/ui/docs/wholeFigure.ts';
import { layerScreenParameters } from '../../../dev/storybook/layerScreen.ts';
import { loadStateStories } from '../../../screen/loadStateStories.ts';
import {
  HINT,
  layerReady,
  MARKUP,
  PICKER,
  payingIsBusy,
  ready,
  storyInstallment,
  storyPayment,
} from '../shared/storyData.ts';
import { RepayPeriodView } from './RepayPeriodView.tsx';

const meta = {
  title: 'Screens/Repay/Installment',
  component: RepayPeriodView,
  args: {
    state: ready(storyInstallment()),
    onRetry: fn(),
    onBack: fn(),
    helpHref: '/paymentInstructions',
    onOpenHelp: fn(),
    onOpenPayCode: fn(),
    payment: storyPayment(),
  },
  parameters: layerScreenParameters,
} satisfies Meta<typeof RepayPeriodView>;

export default meta;
type Story = StoryObj<typeof meta>;

const summary = () => screen.getByRole('region', { name: 'PesoBilis' });
const details = () => screen.getByRole('region', { name: 'Repayment details' });
/** The pay-code card: its button is named by the code, and a tap anywhere on the card counts. */
const payCodeBox = () =>
  screen.queryByRole('button', { name: /GCash pay code/ })?.parentElement ?? null;

/** Everything: the amount and date, the help image, the pay-code box, folded rows, the button. */
export const WithPayCodeAndHelp: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Repayment' })).toBeVisible();
    const product = summary();
    await expect(product).toHaveTextContent('Amount due₱5.455,00');
    await expect(product).toHaveTextContent('Repayment date2025-07-15');
    await expect(product).toHaveTextContent('Repay on time to raise your next loan limit.');
    await expect(product.querySelector('img')).toHaveAttribute(
      'src',
      '/mock-images/peso-bilis.svg',
    );

    const help = canvas.getByRole('link', { name: /How to pay/ });
    await expect(help).toHaveAttribute('href', '/paymentInstructions');
    await userEvent.click(help);
    await expect(args.onOpenHelp).toHaveBeenCalledTimes(1);

    const box = payCodeBox();
    await expect(box).toHaveTextContent('7788 1234 5566');
    await expect(box).toHaveTextContent('Copy & pay');
    await userEvent.click(box as HTMLElement);
    await expect(args.onOpenPayCode).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Payment Method' }));
    await expect(args.payment.onOpenPicker).toHaveBeenCalledTimes(1);
  },
};

export const WithoutPayCode: Story = {
  args: { state: ready(storyInstallment({ defDetail: null })) },
  play: async ({ canvas }) => {
    await expect(summary()).toBeVisible();
    await expect(payCodeBox()).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Your pay code' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Payment Method' })).toBeVisible();
  },
};

export const WithoutHelpImage: Story = {
  args: { state: ready(storyInstallment({ isShowReyTop: 0 })) },
  play: async ({ canvas }) => {
    await expect(summary()).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(payCodeBox()).toBeVisible();
  },
};

/** The 5 detail rows start folded to the first 2, with 'more'. */
export const RowsFolded: Story = {
  play: async () => {
    const rows = details();
    await expect(
      within(rows)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Principal', 'Interest']);
    const toggle = within(rows).getByRole('button', { name: 'more' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const RowsUnfolded: Story = {
  play: async () => {
    const rows = details();
    await userEvent.click(within(rows).getByRole('button', { name: 'more' }));
    await expect(within(rows).getAllByRole('term')).toHaveLength(5);
    await expect(rows).toHaveTextContent('Order numberPB202504150001');
    const toggle = within(rows).getByRole('button', { name: 'hide' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(within(rows).getAllByRole('term')).toHaveLength(2);
  },
};

/** Two rows or fewer: nothing to fold, no toggle. */
export const FewRows: Story = {
  args: {
    state: ready(storyInstallment({ detail: [{ text: 'Principal', value: '₱5.000,00' }] })),
  },
  play: async () => {
    await expect(within(details()).getAllByRole('term')).toHaveLength(1);
    await expect(within(details()).queryByRole('button')).toBeNull();
  },
};

/**
 * No channel, but the pay code: the footer says the code above still pays; no button that leads
 * nowhere, no popup.
 */
export const EmptyChannels: Story = {
  args: { state: ready(storyInstallment({ repayList: [] })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You can still pay with the code above/)).toBeVisible();
    await expect(canvas.queryByText(/No payment method is available/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Payment Method' })).toBeNull();
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(payCodeBox()).toBeVisible();
  },
};

/** Neither a channel nor a pay code: nothing can be paid here now, and the footer says so. */
export const NoWayToPay: Story = {
  args: { state: ready(storyInstallment({ repayList: [], defDetail: null })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No payment method is available right now/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Payment Method' })).toBeNull();
  },
};

/** The popup: the first channel preselected; the second picked and paid with. */
export const ChannelPopupOpen: Story = {
  args: { payment: storyPayment({ pickerOpen: true }) },
  play: async ({ args }) => {
    const sheet = await layerReady(PICKER);
    await expect(within(sheet).getByText(HINT)).toBeVisible();
    await expect(within(sheet).getByRole('radiogroup', { name: HINT })).toBeVisible();
    const radios = within(sheet).getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      '90006',
      '90007',
      '90011',
      '90012',
    ]);
    await expect(within(sheet).getByRole('radio', { name: 'GCash' })).toBeChecked();
    const logo = within(sheet)
      .getByRole('radio', { name: 'GCash' })
      .parentElement?.querySelector('img');
    await expect(logo).toHaveAttribute('src', '/mock-images/gcash.svg');
    await userEvent.click(within(sheet).getByText('Maya'));
    await expect(within(sheet).getByRole('radio', { name: 'Maya' })).toBeChecked();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Payment' }));
    await expect(args.payment.onPay).toHaveBeenCalledTimes(1);
    await expect(args.payment.onPay).toHaveBeenCalledWith(
      expect.objectContaining({ channelNumber: '90007', name: 'Maya' }),
    );
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await expect(args.payment.onClosePicker).toHaveBeenCalledTimes(1);
  },
};

/** While the pay code is on its way 'Payment' is busy: another tap sends nothing. */
export const PayingBusy: Story = {
  args: { payment: storyPayment({ pickerOpen: true, paying: true }) },
  play: payingIsBusy,
};

/** Server text stays text: markup in it is shown, never run. */
export const ServerTextIsText: Story = {
  args: {
    state: ready(
      storyInstallment({
        productName: MARKUP.name,
        noticeMsg: MARKUP.notice,
        detail: [{ text: '<u>Principal</u>', value: '<script>1</script>' }],
      }),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: MARKUP.name })).toBeVisible();
    await expect(canvas.getByText(MARKUP.notice)).toBeVisible();
    await expect(canvas.getByText('<script>1</script>')).toBeVisible();
    await expect(canvasElement.querySelector('b, u, script, img[src="x"]')).toBeNull();
  },
};

/** A refused product logo: no picture, the name still shows. */
export const RefusedLogo: Story = {
  args: { state: ready(storyInstallment({ productLogo: 'javascript:alert(1)' })) },
  play: async () => {
    await expect(summary().querySelector('img')).toBeNull();
  },
};

const loadStates = loadStateStories({ role: 'button', name: 'Payment Method' });

/**
 * The largest amount on a screen as narrow as a small phone's at large text or zoom: the amount
 * steps down to stay whole on one line, inside its card; nothing scrolls sideways.
 */
export const LargestAmountNarrowScreen: Story = {
  args: { state: ready(storyInstallment({ repayAmount: 9999999999 })) },
  render: (args) => (
    <div style={{ width: 180 }}>
      <RepayPeriodView {...args} />
    </div>
  ),
  play: async () => {
    const amount = within(summary()).getByText('₱99.999.999,99');
    await expectWholeWithin(amount, summary());
  },
};

export const Loading: Story = loadStates.Loading;
export const ServerError: Story = loadStates.ServerError;
export const MalformedAnswer: Story = loadStates.MalformedAnswer;
export const NetworkFailure: Story = loadStates.NetworkFailure;
