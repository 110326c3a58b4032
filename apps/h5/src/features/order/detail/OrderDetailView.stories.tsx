import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { layerReady } from '../../../../../../packages/ui/docs/sheetReady.ts';
import { layerScreenParameters } from '../../../dev/storybook/layerScreen.ts';
import { orderFlagValues } from '../../../mocks/order/fixtures.ts';
import { loadStateStories } from '../../../screen/loadStateStories.ts';
import { loadRatingDialog } from './lazyRatingDialog.ts';
import { OrderDetailView } from './OrderDetailView.tsx';
import { PNG_LOGO, storyOrder } from './orderStoryData.ts';

const meta = {
  title: 'Screens/Order/Order details',
  component: OrderDetailView,
  args: {
    state: { status: 'ready', data: storyOrder(174, orderFlagValues.delay) },
    showProducts: false,
    dialog: null,
    onRetry: fn(),
    onBack: fn(),
    onAction: fn(),
    onMoreProducts: fn(),
    onSelectProduct: fn(),
    onDismiss: fn(),
    onWithdraw: fn(),
    onBindCard: fn(),
    onSendRating: fn(),
  },
  parameters: layerScreenParameters,
  // A story that opens with the dialog shown would suspend on its code, and never resume there.
  loaders: [() => loadRatingDialog()],
} satisfies Meta<typeof OrderDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = (data: ReturnType<typeof storyOrder>) => ({ status: 'ready' as const, data });

/** The names of the order's buttons, in order (not the nav bar's, not the rows' fold toggle). */
const actionButtons = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('button')
    .filter((button) => !button.closest('header, section'))
    .map((button) => button.textContent);

const statusIcon = (root: HTMLElement) =>
  root.querySelector('[data-variant]')?.getAttribute('data-variant');

// Loading and failures

export const Back: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

// Statuses

export const Status21InProgress: Story = {
  args: { state: ready(storyOrder(21)) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Under review' })).toBeVisible();
    await expect(canvas.getByText(/We are reviewing your application/)).toBeVisible();
    await expect(statusIcon(canvasElement)).toBe('pending');
    await expect(actionButtons(canvasElement)).toEqual([]);
  },
};

/**
 * Not approved: the failed icon, no buttons, and only the rows of what was asked for (amount, term,
 * order number): nothing was paid out, so nothing received, owed or due.
 */
export const Status110Failed: Story = {
  args: { state: ready(storyOrder(110)) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Loan not approved' })).toBeVisible();
    await expect(statusIcon(canvasElement)).toBe('failed');
    await expect(actionButtons(canvasElement)).toEqual([]);
    const product = canvas.getByRole('region', { name: 'PesoBilis' });
    await expect(
      within(product)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Loan amount', 'Loan term', 'Order number']);
  },
};

export const Status151: Story = {
  args: { state: ready(storyOrder(151)) },
  play: async ({ canvasElement }) => {
    await expect(statusIcon(canvasElement)).toBe('processing');
    await expect(actionButtons(canvasElement)).toEqual([]);
  },
};

export const Status170: Story = {
  args: { state: ready(storyOrder(170)) },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(statusIcon(canvasElement)).toBe('success');
    await expect(actionButtons(canvasElement)).toEqual(['Repayment']);
    await userEvent.click(canvas.getByRole('button', { name: 'Repayment' }));
    await expect(args.onAction).toHaveBeenCalledWith({ id: 'repayment', to: 'repayPeriod' });
  },
};

export const Status174: Story = {
  args: { state: ready(storyOrder(174)) },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(statusIcon(canvasElement)).toBe('warning');
    await expect(actionButtons(canvasElement)).toEqual(['Repayment']);
    await expect(canvas.queryByText('Short of money?')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Repayment' }));
    await expect(args.onAction).toHaveBeenCalledWith({ id: 'repayment', to: 'repayPeriod' });
  },
};

/** Detail rows, product and both repay buttons, the rollover one under 'Short of money?'. */
export const Status174Delay: Story = {
  args: { state: ready(storyOrder(174, { ...orderFlagValues.delay, productLogo: PNG_LOGO })) },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Due today' })).toBeVisible();
    const product = canvas.getByRole('region', { name: 'PesoBilis' });
    await expect(product.querySelector('img')).toHaveAttribute('src', PNG_LOGO);
    await expect(product.querySelector('img')).toHaveAttribute('alt', '');
    await expect(product).toHaveTextContent('Loan amount₱5.000,00');
    await expect(product).toHaveTextContent('Order numberPB202504150001');
    await expect(within(product).getAllByRole('term')).toHaveLength(7);
    await expect(actionButtons(canvasElement)).toEqual(['REPAY', 'Rollover Repayment']);
    const rollover = canvas.getByRole('button', { name: 'Rollover Repayment' });
    await expect(rollover).toHaveAccessibleDescription('Short of money?');
    await userEvent.click(canvas.getByRole('button', { name: 'REPAY' }));
    await expect(args.onAction).toHaveBeenLastCalledWith({ id: 'repayNow', to: 'repayPeriod' });
    await userEvent.click(rollover);
    await expect(args.onAction).toHaveBeenLastCalledWith({ id: 'rollover', to: 'repayDelay' });
  },
};

/** An SVG logo is refused by the image rule on the way in: no picture, the name still shows. */
export const RefusedLogo: Story = {
  args: {
    state: ready(
      storyOrder(174, { productLogo: 'data:image/svg+xml,%3Csvg%20onload%3Dalert(1)%3E' }),
    ),
  },
  play: async ({ canvas }) => {
    const product = canvas.getByRole('region', { name: 'PesoBilis' });
    await expect(product.querySelector('img')).toBeNull();
    await expect(product).toHaveTextContent('PesoBilis');
  },
};

export const Status180: Story = {
  args: { state: ready(storyOrder(180)) },
  play: async ({ canvasElement }) => {
    await expect(statusIcon(canvasElement)).toBe('danger');
    await expect(actionButtons(canvasElement)).toEqual(['Repayment']);
  },
};

export const Status180Delay: Story = {
  args: { state: ready(storyOrder(180, orderFlagValues.delay)) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Overdue by 3 days' })).toBeVisible();
    await expect(actionButtons(canvasElement)).toEqual(['REPAY', 'Rollover Repayment']);
    await expect(canvas.getByText('Short of money?')).toBeVisible();
  },
};

export const Status200: Story = {
  args: { state: ready(storyOrder(200)) },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(statusIcon(canvasElement)).toBe('success');
    await expect(actionButtons(canvasElement)).toEqual(['Borrow Again']);
    await userEvent.click(canvas.getByRole('button', { name: 'Borrow Again' }));
    await expect(args.onAction).toHaveBeenCalledWith({ id: 'borrowAgain' });
  },
};

/** A status the page does not know: the icon of 200, no buttons. */
export const UnknownStatus: Story = {
  args: {
    state: ready(
      storyOrder(200, {
        orderStatus: 999,
        noticeStatusText: 'Processing',
        noticeDesText: 'Your order is being processed.',
      }),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Processing' })).toBeVisible();
    await expect(statusIcon(canvasElement)).toBe('success');
    await expect(actionButtons(canvasElement)).toEqual([]);
  },
};

/** A Borrow Again still running keeps its button busy: a second tap sends nothing. */
export const BorrowAgainBusy: Story = {
  args: {
    state: ready(storyOrder(200)),
    onAction: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Borrow Again' });
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/**
 * Every detail row shows, with no fold (the spec folds the installment page's rows, not the
 * order's): no toggle named only 'Hide' for a screen reader to come across.
 */
export const AllDetailRows: Story = {
  play: async ({ canvas }) => {
    const product = canvas.getByRole('region', { name: 'PesoBilis' });
    const rows = storyOrder(174).userOrderDetail.detail;
    await expect(rows.length).toBeGreaterThan(2);
    await expect(within(product).getAllByRole('term')).toHaveLength(rows.length);
    await expect(within(product).queryByRole('button')).toBeNull();
  },
};

/** Server text stays text: markup in it is shown, never run. */
export const ServerTextIsText: Story = {
  args: {
    state: ready(
      storyOrder(174, {
        noticeStatusText: '<b>Due</b>',
        noticeDesText: '<img src=x onerror=alert(1)>',
        productName: '<i>PesoBilis</i>',
        userOrderDetail: { detail: [{ text: '<u>Loan</u>', value: '<script>1</script>' }] },
      }),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: '<b>Due</b>' })).toBeVisible();
    await expect(canvas.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvas.getByText('<script>1</script>')).toBeVisible();
    await expect(canvasElement.querySelector('b, i, u, script, img:not([alt=""])')).toBeNull();
  },
};

// Recommended products (the spec's isShowLoanMarket; the product keeps it false)

export const RecommendedProducts: Story = {
  args: { state: ready(storyOrder(200)), showProducts: true },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Recommended products' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Borrow Again' })).toBeNull();
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    const closed = canvas.getByRole('article', { name: 'Kaagapay Loan' });
    await expect(within(closed).getByRole('button', { name: 'Not available' })).toBeDisabled();
    const open = canvas.getByRole('article', { name: 'Sulit Cash' });
    await userEvent.click(within(open).getByRole('button', { name: 'Apply now' }));
    await expect(args.onSelectProduct).toHaveBeenCalledWith(
      expect.objectContaining({ id: '12', name: 'Sulit Cash' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Click to view more products' }));
    await expect(args.onMoreProducts).toHaveBeenCalledTimes(1);
  },
};

// Dialogs

export const KindTipsDialog: Story = {
  args: { state: ready(storyOrder(174, orderFlagValues.kindTips)), dialog: 'kindTips' },
  play: async ({ args }) => {
    const dialog = await layerReady('Kind tips');
    await expect(dialog).toHaveTextContent(/Our staff will never ask you to send money/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('kindTips');
  },
};

export const ReWithdrawDialog: Story = {
  args: {
    state: ready(storyOrder(151, { reyMsg: 'The money could not be sent. Withdraw again.' })),
    dialog: 'reWithdraw',
  },
  play: async ({ args }) => {
    const dialog = await layerReady('Withdraw again');
    await expect(dialog).toHaveTextContent('The money could not be sent. Withdraw again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw Now' }));
    await expect(args.onWithdraw).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('reWithdraw');
  },
};

export const RatingDialog: Story = {
  args: { state: ready(storyOrder(200, orderFlagValues.score)), dialog: 'rating' },
  play: async ({ args }) => {
    const dialog = await layerReady('Rate our service');
    const stars = within(dialog).getAllByRole('radio');
    await expect(stars).toHaveLength(5);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(args.onSendRating).toHaveBeenLastCalledWith(0);
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 of 5 stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(args.onSendRating).toHaveBeenLastCalledWith(4);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('rating');
  },
};

/** While the score is on its way, Send is busy and the stars hold: a second tap sends nothing. */
export const RatingSending: Story = {
  args: {
    state: ready(storyOrder(200, orderFlagValues.score)),
    dialog: 'rating',
    onSendRating: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ args }) => {
    const dialog = await layerReady('Rate our service');
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 of 5 stars' }));
    const send = within(dialog).getByRole('button', { name: 'Send' });
    await userEvent.click(send);
    await userEvent.click(send);
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(args.onSendRating).toHaveBeenCalledTimes(1);
    await expect(args.onSendRating).toHaveBeenCalledWith(5);
    // The stars sent stay the stars shown.
    await userEvent.click(within(dialog).getByRole('radio', { name: '2 of 5 stars' }));
    await expect(within(dialog).getByRole('radio', { name: '5 of 5 stars' })).toBeChecked();
  },
};

export const RatingResultDialog: Story = {
  args: { state: ready(storyOrder(200)), dialog: 'ratingResult' },
  play: async ({ args }) => {
    const dialog = await layerReady('Thank you for your feedback');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('ratingResult');
  },
};

export const BankCardDialog: Story = {
  args: { state: ready(storyOrder(200, orderFlagValues.cardPop)), dialog: 'bindCard' },
  play: async ({ args }) => {
    const dialog = await layerReady(orderFlagValues.cardPop.cardPopTitle);
    await expect(dialog).toHaveTextContent(orderFlagValues.cardPop.cardPopMsg);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go and bind the card' }));
    await expect(args.onBindCard).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('bindCard');
  },
};

/** Without a title from the server the prompt still has a name. */
export const BankCardDialogUntitled: Story = {
  args: {
    state: ready(storyOrder(200, { cardNeedPop: 1, cardPopTitle: '', cardPopMsg: '' })),
    dialog: 'bindCard',
  },
  play: async () => {
    await expect(await layerReady('Bind your card')).toBeVisible();
  },
};

const loadStates = loadStateStories({ role: 'button', name: 'REPAY' });

export const Loading: Story = loadStates.Loading;
export const ServerError: Story = loadStates.ServerError;
export const MalformedAnswer: Story = loadStates.MalformedAnswer;
export const NetworkFailure: Story = loadStates.NetworkFailure;
