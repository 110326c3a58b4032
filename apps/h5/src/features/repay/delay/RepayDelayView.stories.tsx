import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { layerScreenParameters } from '../../../dev/storybook/layerScreen.ts';
import { loadStateStories } from '../../../screen/loadStateStories.ts';
import { loadScanToPayDialog } from '../shared/lazyScanToPay.ts';
import {
  HINT,
  layerReady,
  MARKUP,
  PICKER,
  payingIsBusy,
  ready,
  storyPayment,
  storyRollover,
} from '../shared/storyData.ts';
import payment from '../text/payment/en.ts';
import costText from '../text/rollover/en.ts';
import { RepayDelayView } from './RepayDelayView.tsx';
import { loadRolloverCost } from './rolloverCostPart.ts';

const meta = {
  title: 'Screens/Repay/Rollover',
  component: RepayDelayView,
  args: {
    state: ready(storyRollover()),
    onRetry: fn(),
    onBack: fn(),
    helpHref: '/paymentInstructions',
    onOpenHelp: fn(),
    onOpenPayCode: fn(),
    payment: storyPayment(),
    scanOpen: false,
    onOpenScan: fn(),
    onCloseScan: fn(),
  },
  parameters: layerScreenParameters,
  // A story that opens with the layer shown would suspend on its code, and never resume there.
  loaders: [() => loadScanToPayDialog(), () => loadRolloverCost()],
} satisfies Meta<typeof RepayDelayView>;

export default meta;
type Story = StoryObj<typeof meta>;

const summary = () => screen.getByRole('region', { name: 'PesoBilis' });
const payCodeBox = () => screen.queryByRole('button', { name: /GCash pay code/ });
const SCAN = 'Show barcode';
const due = (date: string) => payment['payment.delay.due'].replace('{date}', date);
const BARCODE = 'Barcode of pay code 7788 1234 5566';

/** The delay plan, its fee and next date, the plan list, the help image, pay code and scan. */
export const WithPayCodeAndHelp: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Rollover repayment' }),
    ).toBeVisible();
    const product = summary();
    await expect(product).toHaveTextContent('Extend by 91 days₱1.364,00');
    await expect(product).toHaveTextContent('New due date, once this fee is paid2025-10-14');
    await expect(product).toHaveTextContent('After paying the extension fee');

    const plan = canvas.getByRole('region', { name: 'Repayment plan' });
    const items = within(plan).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Pay today');
    await expect(items[0]).toHaveTextContent('Extension fee');
    await expect(items[0]).toHaveTextContent('₱1.364,00');
    await expect(items[0]).toHaveTextContent(due('2025-07-15'));
    await expect(items[1]).toHaveTextContent('Due after the extensionRemaining balance');

    await userEvent.click(canvas.getByRole('link', { name: /How to pay/ }));
    await expect(args.onOpenHelp).toHaveBeenCalledTimes(1);
    await userEvent.click(payCodeBox() as HTMLElement);
    await expect(args.onOpenPayCode).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: SCAN }));
    await expect(args.onOpenScan).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Payment Method' }));
    await expect(args.payment.onOpenPicker).toHaveBeenCalledTimes(1);
  },
};

/**
 * What the extension costs: ₱1.364 moves ₱5.455 by 91 days (2025-07-15 to 2025-10-14), about
 * 8,36% a month (1364 / 5455 × (365 / 12) / 91).
 */
export const ExtensionCost: Story = {
  play: async ({ canvas }) => {
    const cost = canvas.getByRole('region', { name: 'What this extension costs' });
    await expect(cost).toHaveTextContent('Extension fee₱1.364,00');
    await expect(cost).toHaveTextContent('New due date2025-10-14');
    await expect(cost).toHaveTextContent('Fee a month of extension8,36% of the amount due');
    await expect(cost).toHaveTextContent('The fee moves ₱5.455,00 by 91 days.');
  },
};

/**
 * A plan whose dates miss the new due date (the balance dated a week after it): the plan lists
 * both items, but nothing says what the fee moves to that date, so there is no cost block.
 */
export const ExtensionCostUnknown: Story = {
  args: {
    state: ready(
      storyRollover({
        repayPlan: [
          { remark: 'Extension fee', title: 'Pay today', amount: 136400, time: '2025-07-15' },
          {
            remark: 'Remaining balance',
            title: 'Due after the extension',
            amount: 545500,
            time: '2025-10-21',
          },
        ],
      }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(summary()).toHaveTextContent(`${payment['payment.delay.nextDate']}2025-10-14`);
    const plan = canvas.getByRole('region', { name: payment['payment.delay.plan'] });
    const items = within(plan).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent(due('2025-07-15'));
    await expect(items[1]).toHaveTextContent(due('2025-10-21'));
    await expect(items[1]).toHaveTextContent('₱5.455,00');
    await expect(
      canvas.queryByRole('region', { name: costText['rollover.cost.title'] }),
    ).toBeNull();
    await expect(canvas.queryByText(costText['rollover.cost.rate'])).toBeNull();
    await expect(canvas.getByRole('button', { name: payment['payment.method'] })).toBeVisible();
  },
};

/**
 * No plan at all (`repayPlan: []`): neither the plan list nor the cost block; the delay fee, the
 * new due date, the pay code and Payment Method show as before.
 */
export const NoPlan: Story = {
  args: { state: ready(storyRollover({ repayPlan: [] })) },
  play: async ({ canvas }) => {
    await expect(summary()).toHaveTextContent('Extend by 91 days₱1.364,00');
    await expect(summary()).toHaveTextContent(`${payment['payment.delay.nextDate']}2025-10-14`);
    await expect(canvas.queryByRole('region', { name: payment['payment.delay.plan'] })).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(
      canvas.queryByRole('region', { name: costText['rollover.cost.title'] }),
    ).toBeNull();
    await expect(payCodeBox()).toBeVisible();
    await expect(canvas.getByRole('button', { name: payment['payment.method'] })).toBeVisible();
  },
};

/** No pay code: neither the box nor the barcode button. */
export const WithoutPayCode: Story = {
  args: {
    state: ready(storyRollover({ defDetail: { payCode: '', logo: '', title: '', payNotice: {} } })),
  },
  play: async ({ canvas }) => {
    await expect(summary()).toBeVisible();
    await expect(payCodeBox()).toBeNull();
    await expect(canvas.queryByRole('button', { name: SCAN })).toBeNull();
  },
};

export const WithoutHelpImage: Story = {
  args: { state: ready(storyRollover({ isShowReyTop: 0 })) },
  play: async ({ canvas }) => {
    await expect(summary()).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** No channel, but the pay code: the footer says the code above still pays. */
export const EmptyChannels: Story = {
  args: { state: ready(storyRollover({ repayList: [] })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You can still pay with the code above/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Payment Method' })).toBeNull();
    await expect(canvas.getByRole('button', { name: SCAN })).toBeVisible();
  },
};

export const ChannelPopupOpen: Story = {
  args: { payment: storyPayment({ pickerOpen: true }) },
  play: async ({ args }) => {
    const sheet = await layerReady(PICKER);
    await expect(within(sheet).getByRole('radiogroup', { name: HINT })).toBeVisible();
    await expect(within(sheet).getByRole('radio', { name: 'GCash' })).toBeChecked();
    await userEvent.click(within(sheet).getByText('Maya'));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Payment' }));
    await expect(args.payment.onPay).toHaveBeenCalledWith(
      expect.objectContaining({ channelNumber: '90007' }),
    );
  },
};

export const PayingBusy: Story = {
  args: { payment: storyPayment({ pickerOpen: true, paying: true }) },
  play: payingIsBusy,
};

/**
 * scanToPay: the code as Code 128 bars on white, 10 modules of quiet zone either side, wide
 * enough for a shop scanner (at least 2 CSS px a module), and the code as text under it.
 */
export const BarcodeModalOpen: Story = {
  args: { scanOpen: true },
  play: async ({ args }) => {
    const dialog = await layerReady(SCAN);
    // The dialog covers the screen's amount: it says it again.
    await expect(dialog).toHaveTextContent(
      'Show this barcode to the cashier and pay exactly ₱1.364,00.',
    );
    const svg = await waitFor(
      () => {
        const drawn = within(dialog).getByRole('img', { name: BARCODE });
        expect(drawn.tagName.toLowerCase()).toBe('svg');
        return drawn;
      },
      { timeout: 10_000 },
    );
    const modules = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
    // 12 digits in code set C: start, 6 pairs, checksum, stop and two quiet zones.
    await expect(modules).toBe(8 * 11 + 13 + 20);
    const bars = [...svg.querySelectorAll('rect')].map((rect) => ({
      x: Number(rect.getAttribute('x')),
      width: Number(rect.getAttribute('width')),
    }));
    const last = bars.at(-1);
    await expect(bars[0]?.x).toBe(10);
    await expect(last && modules - (last.x + last.width)).toBe(10);
    const box = svg.getBoundingClientRect();
    await expect(box.width / modules).toBeGreaterThanOrEqual(2);
    await expect(getComputedStyle(svg.parentElement as HTMLElement).backgroundColor).toBe(
      'rgb(255, 255, 255)',
    );
    const text = within(dialog).getByText('778812345566');
    await expect(text.getBoundingClientRect().top).toBeGreaterThanOrEqual(box.bottom);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onCloseScan).toHaveBeenCalledTimes(1);
  },
};

export const ServerTextIsText: Story = {
  args: {
    state: ready(
      storyRollover({
        productName: MARKUP.name,
        noticeMsg: MARKUP.notice,
        delayInfo: { delayAmount: 136400, title: MARKUP.title },
        repayPlan: [{ remark: '<u>fee</u>', title: '<script>1</script>', amount: 1, time: '' }],
      }),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: MARKUP.name })).toBeVisible();
    await expect(canvas.getByText(MARKUP.notice)).toBeVisible();
    await expect(canvas.getByText(MARKUP.title)).toBeVisible();
    await expect(canvas.getByText('<script>1</script>')).toBeVisible();
    await expect(canvas.getByText('<u>fee</u>')).toBeVisible();
    await expect(canvasElement.querySelector('b, i, u, script, img[src="x"]')).toBeNull();
  },
};

const loadStates = loadStateStories({ role: 'button', name: 'Payment Method' });

export const Loading: Story = loadStates.Loading;
export const ServerError: Story = loadStates.ServerError;
export const MalformedAnswer: Story = loadStates.MalformedAnswer;
export const NetworkFailure: Story = loadStates.NetworkFailure;
