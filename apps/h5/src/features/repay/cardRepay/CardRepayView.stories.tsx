import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { expectWholeWithin } from '../../../../../../packages/ui/docs/wholeFigure.ts';
import { loadStateStories } from '../../../screen/loadStateStories.ts';
import { CardRepayView } from './CardRepayView.tsx';
import { ALIPAY, type CardRepayData, NO_CARD } from './payChoice.ts';
import { verifyStepCode } from './verifyStepCode.ts';

const cards = [
  { id: '301', bankName: 'BDO Unibank', cardNo: '**** **** **** 4821', bankCode: 'BDO' },
  { id: '302', bankName: 'BPI', cardNo: '4111111111117710', bankCode: 'BPI' },
];
const ready = (data: Partial<CardRepayData> = {}) => ({
  status: 'ready' as const,
  data: { alipay: 0, repayToken: 'rt_1', bankCards: cards, ...data },
});
const COUNTDOWN_KEY = 'sms:paymentWay:story';

const meta = {
  title: 'Screens/Repay/Card repayment',
  component: CardRepayView,
  args: {
    state: ready(),
    onRetry: fn(),
    onBack: fn(),
    currencyFlag: '0',
    amount: 545500,
    choice: NO_CARD,
    onChoose: fn(),
    onAddCard: fn(),
    onPay: fn(),
    verifying: null,
    onConfirm: fn(),
    busy: false,
    code: '',
    onCodeChange: fn(),
    codeError: '',
    codeRefusals: 0,
    countdownKey: COUNTDOWN_KEY,
    onResend: fn(async () => true),
    onResendBlocked: fn(),
  },
  parameters: { layout: 'fullscreen' },
  // The SMS step's chunk is warmed as the cards show in the app; a story has it from the start.
  loaders: [async () => ({ verifyStep: await verifyStepCode.load() })],
  beforeEach: () => {
    sessionStorage.removeItem(COUNTDOWN_KEY);
    return () => sessionStorage.removeItem(COUNTDOWN_KEY);
  },
} satisfies Meta<typeof CardRepayView>;

export default meta;
type Story = StoryObj<typeof meta>;

const payButton = () => screen.queryByRole('button', { name: /Pay now/ });
const radios = () =>
  within(screen.getByRole('radiogroup', { name: 'Pay with' })).getAllByRole('radio');

// Loading and failures. A card list refused without a message is worded by the page, not the
// view: its story is the wired `CardListFailedWithoutMessage` (CardRepayPage.stories.tsx).

const loadStates = loadStateStories({ role: 'region', name: 'Pay with' });
export const Loading: Story = loadStates.Loading;
export const ServerError: Story = loadStates.ServerError;
export const MalformedAnswer: Story = loadStates.MalformedAnswer;
export const NetworkFailure: Story = loadStates.NetworkFailure;

// Choosing a card

/** The cards, masked, none chosen at first (index -1); the amount in pesos. */
export const Cards: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Card repayment' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Amount to pay' })).toHaveTextContent(
      '₱5.455,00',
    );
    const [bdo, bpi] = radios();
    await expect(bdo).toHaveAccessibleName('BDO Unibank Card ending in 4821');
    await expect(bpi).toHaveAccessibleName('BPI Card ending in 7710');
    await expect(canvas.getByText('**** 4821')).toBeVisible();
    await expect(canvas.getByText('**** 7710')).toBeVisible();
    await expect(canvas.queryByText('4111111111117710')).toBeNull();
    for (const radio of radios()) await expect(radio).not.toBeChecked();
    await userEvent.click(canvas.getByText('BPI'));
    await expect(args.onChoose).toHaveBeenCalledWith(1);
  },
};

/** Nothing chosen, the Pay tap still reaches the page, which refuses it with a toast. */
export const NoneChosenPayBlocked: Story = {
  play: async ({ args }) => {
    await expect(radios().filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    const pay = payButton();
    await expect(pay).toBeEnabled();
    await userEvent.click(pay as HTMLElement);
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

export const SecondCardChosen: Story = {
  args: { choice: 1 },
  play: async ({ args }) => {
    const [bdo, bpi] = radios();
    await expect(bpi).toBeChecked();
    await expect(bdo).not.toBeChecked();
    await userEvent.click(payButton() as HTMLElement);
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

/** The rupee sign when `currencyType` is 1. */
export const Rupee: Story = {
  args: { currencyFlag: '1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Amount to pay' })).toHaveTextContent(
      '₹5.455,00',
    );
  },
};

/**
 * The largest amount on a screen as narrow as a small phone's at large text or zoom: it steps
 * down to stay whole on one line, inside its section.
 */
export const LargestAmountNarrowScreen: Story = {
  args: { amount: 9999999999 },
  render: (args) => (
    <div style={{ width: 180 }}>
      <CardRepayView {...args} />
    </div>
  ),
  play: async () => {
    const amount = await screen.findByText('₱99.999.999,99');
    await expectWholeWithin(amount, amount.closest('section'));
  },
};

/** No valid amount in the query: a clear message and no way to pay. */
export const NoAmount: Story = {
  args: { amount: null, choice: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Amount to pay' })).toHaveTextContent(
      /The amount to pay is missing or not valid/,
    );
    await expect(payButton()).toBeNull();
  },
};

export const AddCard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a card' }));
    await expect(args.onAddCard).toHaveBeenCalledTimes(1);
  },
};

/** No card: a clear empty state with 'Add a card', and no Pay button. */
export const EmptyCards: Story = {
  args: { state: ready({ bankCards: [] }) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('No bank card yet')).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(payButton()).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a card' }));
    await expect(args.onAddCard).toHaveBeenCalledTimes(1);
  },
};

/** The alipay-type channel offered beside the cards. */
export const AlipayOffered: Story = {
  args: { state: ready({ alipay: 1 }) },
  play: async ({ args, canvas }) => {
    await expect(radios()).toHaveLength(3);
    const online = canvas.getByRole('radio', { name: /Online payment/ });
    await expect(online).not.toBeChecked();
    await userEvent.click(online);
    await expect(args.onChoose).toHaveBeenCalledWith(ALIPAY);
  },
};

export const AlipayChosen: Story = {
  args: { state: ready({ alipay: 1 }), choice: ALIPAY },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Online payment/ })).toBeChecked();
    await expect(payButton()).toBeEnabled();
  },
};

/** No card, but the alipay type: it can still be chosen and paid with. */
export const EmptyCardsWithAlipay: Story = {
  args: { state: ready({ bankCards: [], alipay: 1 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No bank card yet')).toBeVisible();
    await expect(radios()).toHaveLength(1);
    await expect(payButton()).toBeVisible();
  },
};

export const PayBusy: Story = {
  args: { choice: 0, busy: true },
  play: async ({ args }) => {
    const pay = payButton() as HTMLElement;
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(pay);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

// SMS verification

const verifying = { verifying: cards[1] ?? null, choice: 1 };
const confirmButton = () => screen.getByRole('button', { name: /Confirm payment/ });

/** The code was just sent: the resend countdown runs and a tap is blocked (the page toasts). */
export const VerifyCountdownRunning: Story = {
  args: verifying,
  beforeEach: () => sessionStorage.setItem(COUNTDOWN_KEY, String(Date.now() + 60_000)),
  play: async ({ args, canvas }) => {
    const field = await canvas.findByLabelText('SMS code');
    // The step opens on its field, which says where the code went.
    await expect(field).toHaveFocus();
    await expect(field).toHaveAccessibleDescription(/We sent a 6-digit code by SMS/);
    const region = canvas.getByRole('region', { name: 'SMS verification' });
    await expect(region).toHaveTextContent('BPI');
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    const resend = canvas.getByRole('button', { name: /^Resend in (60|59) s$/ });
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    // Shown as the promotion page shows it, not a bare "60s".
    await expect(resend.querySelector('[aria-hidden="true"]')).toHaveTextContent(
      /^Resend in (60|59) s$/,
    );
    await userEvent.click(resend);
    await expect(args.onResend).not.toHaveBeenCalled();
    await expect(args.onResendBlocked).toHaveBeenCalledTimes(1);
    await userEvent.type(field, '12a');
    await expect(args.onCodeChange).toHaveBeenLastCalledWith('2');
    await expect(confirmButton()).toBeEnabled();
  },
};

/** After the countdown, 'Resend code' asks for a new code. */
export const VerifyResendReady: Story = {
  args: verifying,
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend code' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: /^Resend in (60|59) s$/ })).toBeVisible();
  },
};

/**
 * A small phone in Filipino once the countdown is over: the long resend label goes under the
 * field rather than squeezing it, and the whole code typed shows.
 */
export const VerifyResendReadyFilipinoSmallPhone: Story = {
  args: { ...verifying, code: '482913' },
  globals: { locale: 'fil', viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas }) => {
    const field = await canvas.findByDisplayValue('482913');
    await expect(field.scrollWidth).toBeLessThanOrEqual(field.clientWidth);
    await expect(field.getBoundingClientRect().width).toBeGreaterThanOrEqual(120);
    // Under the field, the button is as far from it as it is from its label beside it, no more.
    const resend = canvas.getByRole('button', { name: /Ipadala|Resend/ });
    const below = resend.getBoundingClientRect().top - field.getBoundingClientRect().bottom;
    await expect(below).toBeGreaterThan(0);
    await expect(below).toBeLessThanOrEqual(26);
  },
};

/** A short code, refused by the page: the field says why, and Resend stays beside it. */
export const CodeTooShort: Story = {
  args: {
    ...verifying,
    code: '123',
    codeError: 'Enter the 6-digit code from the SMS.',
  },
  play: async ({ args, canvas }) => {
    const field = await canvas.findByLabelText('SMS code');
    await expect(field).toHaveValue('123');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Enter the 6-digit code from the SMS\./);
    // Resend stays level with the field, not pushed down beside the message.
    const resend = canvas.getByRole('button', { name: /^Resend/ });
    await expect(Math.round(resend.getBoundingClientRect().top)).toBe(
      Math.round(field.getBoundingClientRect().top),
    );
    await userEvent.click(confirmButton());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** 800006: the server's wrong-code answer stays under the field (the client toasts it too). */
export const WrongCode800006: Story = {
  args: { ...verifying, code: '654321', codeError: 'validation code error' },
  play: async ({ canvas }) => {
    const field = await canvas.findByLabelText('SMS code');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/validation code error/);
  },
};

/**
 * A whole code typed: Confirm sends it. A refusal other than 800006 leaves the step like this,
 * ready to try again, with the client's toast (the page's `ConfirmOtherCode` story shows it).
 */
export const CodeTyped: Story = {
  args: { ...verifying, code: '123456' },
  play: async ({ args, canvas }) => {
    const field = await canvas.findByLabelText('SMS code');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(confirmButton());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmBusy: Story = {
  args: { ...verifying, code: '123456', busy: true },
  play: async ({ args, canvas }) => {
    await canvas.findByLabelText('SMS code');
    const confirm = confirmButton();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Back: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};
