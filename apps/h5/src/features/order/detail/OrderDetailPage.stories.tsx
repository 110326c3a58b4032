import { ToastHost, toast } from '@hiram/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { useNavigate } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layerReady } from '../../../../../../packages/ui/docs/sheetReady.ts';
import { config } from '../../../config/env.ts';
import { answerWith, refuseWith } from '../../../dev/storybook/answers.ts';
import { heldAnswer } from '../../../dev/storybook/heldAnswer.ts';
import {
  expectNothingHostileHappened,
  expectShownAsText,
  withHostileBackend,
} from '../../../dev/storybook/hostile.ts';
import { bridgeCalls, navigations, pagesLeftFor } from '../../../dev/storybook/journals.ts';
import { layerScreenParameters } from '../../../dev/storybook/layerScreen.ts';
import {
  loadFailureStories,
  nothingSentTo,
  requestsTo,
  sentTo,
  WAIT,
} from '../../../dev/storybook/loadFailures.ts';
import { withMockBackend } from '../../../dev/storybook/mockBackend.ts';
import { nativeApp } from '../../../dev/storybook/nativeApp.ts';
import { leaveAndReturn } from '../../../dev/storybook/pageVisibility.ts';
import { painted } from '../../../dev/storybook/painted.ts';
import { ScreenHarness } from '../../../dev/storybook/ScreenHarness.tsx';
import { recordToasts, toasts } from '../../../dev/storybook/toasts.ts';
import { en } from '../../../i18n/index.ts';
import { failureBody } from '../../../mocks/envelopes.ts';
import { orderDetail, orderFlagValues } from '../../../mocks/order/fixtures.ts';
import { getSession } from '../../../session/index.ts';
import { BANK_TIP_KEY } from './bankTipFlag.ts';
import OrderDetailPage from './OrderDetailPage.tsx';
import { PNG_LOGO } from './orderStoryData.ts';

/** Goes back a page as the browser's Back does, from a play function. */
let goBack = () => {};
function BackFromPlay() {
  const navigate = useNavigate();
  goBack = () => navigate(-1);
  return null;
}

function WiredOrderDetail({ url, before }: { url: string; before?: readonly string[] }) {
  return (
    <>
      <ToastHost />
      <ScreenHarness path="/loanDetail" url={url} before={before}>
        <OrderDetailPage />
        <BackFromPlay />
      </ScreenHarness>
    </>
  );
}

const meta = {
  title: 'Screens/Order/Order details (wired)',
  component: WiredOrderDetail,
  args: { url: '/loanDetail' },
  parameters: layerScreenParameters,
  beforeEach: () => {
    sessionStorage.removeItem(BANK_TIP_KEY);
    toast.hide();
  },
} satisfies Meta<typeof WiredOrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const DETAIL = '/v3/loan-details/loan-details';
const SCORE = '/v3/loan-details/google-score';
const EVENT = '/service/event/save';

/** Where the borrower landed once the page sent them elsewhere in the app. */
const currentRoute = () =>
  screen
    .findByLabelText('Current route', { selector: 'output' }, WAIT)
    .then((output) => output.textContent);

const toastMessage = () => toast.getSnapshot()?.message;

/** The order's buttons (not the nav bar's back, not the rows' fold toggle). */
const orderButtons = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('button')
    .filter((button) => !button.closest('header, section'))
    .map((button) => button.textContent);

export const Repay174WithDelay: Story = {
  beforeEach: withMockBackend('order-174-delay'),
  play: async ({ canvas, canvasElement }) => {
    const repay = await canvas.findByRole('button', { name: 'REPAY' }, WAIT);
    await expect(orderButtons(canvasElement)).toEqual(['REPAY', 'Rollover Repayment']);
    await expect(requestsTo(DETAIL)).toHaveLength(1);
    await expect(requestsTo(DETAIL)[0]).toMatchObject({
      method: 'POST',
      body: { productId: '7', orderId: '9001' },
    });
    await userEvent.click(repay);
    await expect(await currentRoute()).toBe('/repayPeriod?orderId=9001&productId=7');
    await expect(sessionStorage.getItem(BANK_TIP_KEY)).not.toBeNull();
    await expect(bridgeCalls).toEqual([]);
  },
};

export const Rollover174WithDelay: Story = {
  beforeEach: withMockBackend('order-174-delay'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Rollover Repayment' }, WAIT));
    await expect(await currentRoute()).toBe('/repayDelay?orderId=9001&productId=7');
    await expect(sessionStorage.getItem(BANK_TIP_KEY)).not.toBeNull();
  },
};

export const Repayment180: Story = {
  beforeEach: withMockBackend('order-180'),
  play: async ({ canvas, canvasElement }) => {
    const repay = await canvas.findByRole('button', { name: 'Repayment' }, WAIT);
    await expect(orderButtons(canvasElement)).toEqual(['Repayment']);
    await userEvent.click(repay);
    await expect(await currentRoute()).toBe('/repayPeriod?orderId=9001&productId=7');
  },
};

export const Repayment170: Story = {
  beforeEach: withMockBackend('order-170'),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'Repayment in progress' }, WAIT);
    await expect(orderButtons(canvasElement)).toEqual(['Repayment']);
    await userEvent.click(canvas.getByRole('button', { name: 'Repayment' }));
    await expect(await currentRoute()).toBe('/repayPeriod?orderId=9001&productId=7');
  },
};

export const NoButtonsWhileInProgress: Story = {
  beforeEach: withMockBackend('order-21'),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'Under review' }, WAIT);
    await expect(orderButtons(canvasElement)).toEqual([]);
    await expect(canvas.queryByRole('heading', { name: 'Recommended products' })).toBeNull();
  },
};

/** Borrow Again logs the event (module 30), then goes home through the bridge: no h5Url. */
export const BorrowAgainGoesHome: Story = {
  beforeEach: [withMockBackend('order-200'), nativeApp('goHome')],
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Borrow Again' }, WAIT);
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(bridgeCalls).toEqual([{ action: 'goHome' }]), WAIT);
    await expect(navigations).toEqual([]);
    await expect(requestsTo(EVENT)).toHaveLength(1);
    await expect(requestsTo(EVENT)[0]?.body).toEqual({
      productId: '7',
      moduleId: 30,
      positionId: 1,
    });
    await expect(pagesLeftFor).toEqual([]);
  },
};

/** The event log, answering as `answer` says; `'never'` holds it for good. */
const eventLog = (answer: 'never' | 'fails') => (context: StoryContext) => {
  const { msw } = context as StoryContext & { msw: MswApi };
  msw.use(
    http.post(`${config.apiBase}${EVENT}`, async () => {
      if (answer === 'never') await delay('infinite');
      return HttpResponse.json(failureBody(500, 'Event not saved'));
    }),
  );
};

/**
 * The event log is only statistics: Borrow Again waits a moment for it, never for a server that
 * does not answer (it waited the client's 60 s before).
 */
export const BorrowAgainWithoutAnAnswer: Story = {
  beforeEach: [withMockBackend('order-200'), nativeApp('goHome'), eventLog('never')],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Borrow Again' }, WAIT));
    await waitFor(() => expect(bridgeCalls).toEqual([{ action: 'goHome' }]), WAIT);
  },
};

/** A failed event log is not the borrower's business: no toast, and Borrow Again goes on. */
export const BorrowAgainLogFails: Story = {
  beforeEach: [withMockBackend('order-200'), nativeApp('goHome'), eventLog('fails')],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Borrow Again' }, WAIT));
    await waitFor(() => expect(bridgeCalls).toEqual([{ action: 'goHome' }]), WAIT);
    await painted();
    await expect(toastMessage()).toBeUndefined();
  },
};

/**
 * In a plain browser (a messaging app's) there is no native home: Borrow Again (and the more
 * products link, where the product shows it) opens the site's home page instead of nothing.
 */
export const HomeInABrowser: Story = {
  beforeEach: withMockBackend('order-200'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Borrow Again' }, WAIT));
    await expect(await currentRoute()).toBe('/');
    await expect(navigations).toEqual([{ to: '/', replace: false }]);
  },
};

/** With an h5Url the borrower goes there (through the link guard) after the event. */
export const BorrowAgainOpensH5Url: Story = {
  beforeEach: withMockBackend('borrow-again-h5url'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Borrow Again' }, WAIT));
    await expect(await currentRoute()).toBe('/loanConfirm?productId=12');
    await expect(requestsTo(EVENT)).toHaveLength(1);
    await expect(bridgeCalls).toEqual([]);
  },
};

/** The page's query wins over the session's order and product. */
export const OrderFromTheQuery: Story = {
  args: { url: '/loanDetail?orderId=42&productId=3' },
  beforeEach: withMockBackend('order-174-delay'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'REPAY' }, WAIT));
    await expect(requestsTo(DETAIL)[0]?.body).toEqual({ orderId: '42', productId: '3' });
    await expect(await currentRoute()).toBe('/repayPeriod?orderId=42&productId=3');
  },
};

/**
 * A playeduL of this app replaces the page without the session values: the app keeps them, and
 * in the address bar a shared link would hand them out.
 */
export const RedirectsToPlayedUrl: Story = {
  beforeEach: withMockBackend('order-174-redirect'),
  play: async () => {
    await expect(await currentRoute()).toBe('/repayPeriod');
    await expect(navigations).toEqual([{ to: '/repayPeriod', replace: true }]);
  },
};

/** The order as the server sends it, but for its product logo. */
const withProductLogo = (productLogo: string) => [
  withMockBackend('order-174-delay'),
  answerWith('loanDetails', { ...orderDetail(174), productLogo }),
];
const productLogo = async () =>
  (await screen.findByRole('region', { name: 'PesoBilis' }, WAIT)).querySelector('img');

/** The product logo goes through the image rule: an inline PNG shows… */
export const ProductLogoThroughTheGuard: Story = {
  beforeEach: withProductLogo(PNG_LOGO),
  play: async () => {
    await expect(await productLogo()).toHaveAttribute('src', PNG_LOGO);
  },
};

/** …an SVG, which can hold script, does not; quietly, the name still shows. */
export const SvgProductLogoIsRefused: Story = {
  beforeEach: withProductLogo(
    'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
  ),
  play: async () => {
    await expect(await productLogo()).toBeNull();
    await expect(screen.getByRole('region', { name: 'PesoBilis' })).toHaveTextContent('PesoBilis');
    await expect(toastMessage()).toBeUndefined();
  },
};

export const NoRedirectWhileInProgress: Story = {
  beforeEach: withMockBackend('order-21-redirect'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Under review' }, WAIT)).toBeVisible();
    // The redirect would run in an effect after this render: give it the frames it would take.
    await painted();
    await expect(navigations).toEqual([]);
    await expect(screen.queryByLabelText('Current route')).toBeNull();
  },
};

/** A `javascript:` playeduL is refused by the guard; the page stays and still works. */
export const UnsafePlayedUrlIsNotFollowed: Story = {
  beforeEach: withMockBackend('unsafe-redirect'),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'REPAY' }, WAIT);
    await waitFor(() => expect(toastMessage()).toBe('This link is not allowed.'), WAIT);
    await expect(pagesLeftFor).toEqual([]);
    await expect(screen.queryByLabelText('Current route')).toBeNull();
    await expect(orderButtons(canvasElement)).toEqual(['REPAY', 'Rollover Repayment']);
    await userEvent.click(canvas.getByRole('button', { name: 'REPAY' }));
    await expect(await currentRoute()).toBe('/repayPeriod?orderId=9001&productId=7');
  },
};

/** Back from another app, the fresh answer names the refused playeduL again: no second toast. */
export const UnsafePlayedUrlRefusedOnce: Story = {
  beforeEach: [
    withMockBackend('order-174-delay'),
    answerWith('loanDetails', { ...orderDetail(200), playeduL: 'javascript:alert(1)' }),
    answerWith(
      'loanDetails',
      { ...orderDetail(174), playeduL: 'javascript:alert(1)' },
      { once: true },
    ),
    () => recordToasts(),
  ],
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Due today' }, WAIT);
    await waitFor(() => expect(toasts()).toEqual(['This link is not allowed.']), WAIT);
    await leaveAndReturn();
    await canvas.findByRole('heading', { name: 'Repaid' }, WAIT);
    await painted();
    await expect(toasts()).toEqual(['This link is not allowed.']);
    await expect(pagesLeftFor).toEqual([]);
  },
};

export const KindTips: Story = {
  beforeEach: withMockBackend('order-174-kindTips'),
  play: async () => {
    const dialog = await layerReady('Kind tips');
    await expect(dialog).toHaveTextContent(/Pay only through the channels shown in the app/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
  },
};

/** Once the borrower went to repay in this session, Kind tips stay away. */
export const KindTipsAfterGoingToRepay: Story = {
  beforeEach: [
    withMockBackend('order-174-kindTips'),
    () => sessionStorage.setItem(BANK_TIP_KEY, getSession().userId),
  ],
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Repayment' }, WAIT);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Four or more stars: the score (always 5) is sent, then the native store rating. */
export const RatingHighAsksForStoreRating: Story = {
  beforeEach: [withMockBackend('order-200-score'), nativeApp('goRating')],
  play: async () => {
    const dialog = await layerReady('Rate our service');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(toastMessage()).toBe('Tap a star to rate first.');
    await nothingSentTo(SCORE);
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 of 5 stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(bridgeCalls).toEqual([{ action: 'goRating' }]), WAIT);
    await expect(requestsTo(SCORE)).toHaveLength(1);
    await expect(requestsTo(SCORE)[0]?.body).toEqual({ score: 5 });
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/**
 * Four stars in a plain browser (a messaging app's), which has no store to rate in: the
 * thank-you modal answers instead (before, nothing did).
 */
export const RatingHighInABrowserThanks: Story = {
  beforeEach: withMockBackend('order-200-score'),
  play: async () => {
    const dialog = await layerReady('Rate our service');
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 of 5 stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await layerReady('Thank you for your feedback');
    await expect(requestsTo(SCORE)).toHaveLength(1);
    await expect(bridgeCalls).toEqual([{ action: 'goRating' }]);
  },
};

/** Fewer than four stars: the score (still 5) is sent and a thank-you modal opens. */
export const RatingLowShowsResult: Story = {
  beforeEach: withMockBackend('order-200-score'),
  play: async () => {
    const dialog = await layerReady('Rate our service');
    await userEvent.click(within(dialog).getByRole('radio', { name: '2 of 5 stars' }));
    const send = within(dialog).getByRole('button', { name: 'Send' });
    await userEvent.click(send);
    await userEvent.click(send);
    const result = await layerReady('Thank you for your feedback');
    await expect(requestsTo(SCORE)).toHaveLength(1);
    await expect(requestsTo(SCORE)[0]?.body).toEqual({ score: 5 });
    await expect(bridgeCalls).toEqual([]);
    await userEvent.click(within(result).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
  },
};

/**
 * The server refuses the score: its message once, the rating left open with the stars kept, and
 * neither the thank-you modal nor the store's prompt (the score was not saved).
 */
export const RatingRefused: Story = {
  beforeEach: [
    withMockBackend('order-200-score'),
    nativeApp('goRating'),
    refuseWith('googleScore', 10001, 'Try again later'),
  ],
  play: async () => {
    const dialog = await layerReady('Rate our service');
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 of 5 stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toastMessage()).toBe('Try again later'), WAIT);
    await waitFor(
      () => expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled(),
      WAIT,
    );
    await expect(screen.getByRole('dialog', { name: 'Rate our service' })).toBeVisible();
    await expect(within(dialog).getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
    await expect(screen.queryByRole('dialog', { name: 'Thank you for your feedback' })).toBeNull();
    await expect(bridgeCalls).toEqual([]);
  },
};

/** The score's answer, held until the story lets it go. */
const heldScore = heldAnswer('googleScore');

/**
 * While the score is on its way the rating cannot be cancelled (before, Cancel closed it and the
 * answer then opened the thank-you modal, or the store's prompt, all the same).
 */
export const RatingCannotBeCancelledWhileSending: Story = {
  beforeEach: [withMockBackend('order-200-score'), heldScore.beforeEach],
  play: async () => {
    const dialog = await layerReady('Rate our service');
    await userEvent.click(within(dialog).getByRole('radio', { name: '2 of 5 stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toBeDisabled(), WAIT);
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Rate our service' })).toBeVisible();
    heldScore.release();
    await layerReady('Thank you for your feedback');
  },
};

/**
 * The page left while the score is on its way (the phone's back, which the rating's Cancel
 * cannot answer then): its answer opens no store prompt over the page the borrower went to.
 */
export const RatingLandsAfterThePageIsLeft: Story = {
  args: { before: ['/customerService'] },
  beforeEach: [withMockBackend('order-200-score'), nativeApp('goRating'), heldScore.beforeEach],
  play: async () => {
    const dialog = await layerReady('Rate our service');
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 of 5 stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sentTo(SCORE)).toHaveLength(1), WAIT);
    goBack();
    await expect(await currentRoute()).toBe('/customerService');
    heldScore.release();
    await heldScore.answered();
    // Time for the answer to be read and acted on, were it still to be.
    await new Promise((settled) => setTimeout(settled, 500));
    await expect(bridgeCalls).toEqual([]);
  },
};

export const BankCardPrompt: Story = {
  beforeEach: withMockBackend('order-174-cardPop'),
  play: async () => {
    const dialog = await layerReady(orderFlagValues.cardPop.cardPopTitle);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go and bind the card' }));
    await expect(await currentRoute()).toBe('/bindBank?source=loanDetail');
  },
};

export const BankCardPromptClosed: Story = {
  beforeEach: withMockBackend('order-174-cardPop'),
  play: async ({ canvas }) => {
    const dialog = await layerReady(orderFlagValues.cardPop.cardPopTitle);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    await expect(canvas.getByRole('button', { name: 'Repayment' })).toBeVisible();
    await expect(requestsTo(DETAIL)).toHaveLength(1);
  },
};

export const WithdrawAgain: Story = {
  beforeEach: withMockBackend('withdraw-again'),
  play: async () => {
    const dialog = await layerReady('Withdraw again');
    await expect(dialog).toHaveTextContent(/withdraw again/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw Now' }));
    await expect(await currentRoute()).toBe('/loanConfirm?productId=7');
  },
};

/**
 * A disbursing order (151) whose payout failed, where every dialog applies: they come one at a
 * time, in the order `orderDialogs.ts` documents, and leave the order with no buttons.
 */
export const OneDialogAtATime: Story = {
  beforeEach: withMockBackend('every-order-dialog'),
  play: async ({ canvas, canvasElement }) => {
    const steps = [
      { name: 'Withdraw again', close: 'Cancel' },
      { name: orderFlagValues.cardPop.cardPopTitle, close: 'Close' },
      { name: 'Kind tips', close: 'OK' },
      { name: 'Rate our service', close: 'Cancel' },
    ];
    for (const step of steps) {
      // Each takes the focus as it opens, the one before it just closed.
      const dialog = await layerReady(step.name);
      await expect(screen.getAllByRole('dialog')).toHaveLength(1);
      await userEvent.click(within(dialog).getByRole('button', { name: step.close }));
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    await expect(canvas.getByRole('heading', { name: 'Disbursing' })).toBeVisible();
    await expect(orderButtons(canvasElement)).toEqual([]);
  },
};

export const Loading: Story = {
  beforeEach: withMockBackend('slow'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Repay/i })).toBeNull();
  },
};

/**
 * The borrower paid in an e-wallet and comes back to the web view: the order loads again
 * and shows it repaid: Borrow Again in place of a Repayment that would pay twice. A screen
 * reader hears the new status, and focus lost with the Repayment button lands on it.
 */
export const FreshOnReturn: Story = {
  beforeEach: [
    withMockBackend('order-174-delay'),
    answerWith('loanDetails', orderDetail(200)),
    answerWith('loanDetails', orderDetail(174), { once: true }),
  ],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'Due today' }, WAIT);
    await expect(orderButtons(canvasElement)).toEqual(['Repayment']);
    canvas.getByRole('button', { name: 'Repayment' }).focus();
    await leaveAndReturn();
    const repaid = await canvas.findByRole('heading', { name: 'Repaid' }, WAIT);
    await expect(orderButtons(canvasElement)).toEqual(['Borrow Again']);
    // The new status is read out, and focus, lost with the tapped button, lands on it.
    await expect(repaid.closest('[aria-live="polite"]')).not.toBeNull();
    await waitFor(() => expect(repaid).toHaveFocus());
  },
};

/**
 * Back offline, the order keeps what it showed instead of an error screen; the toast says
 * the network failed, so the borrower knows it may be out of date.
 */
export const KeptWhenOfflineOnReturn: Story = {
  beforeEach: [
    withMockBackend('network-error'),
    answerWith('loanDetails', orderDetail(174), { once: true }),
  ],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'Due today' }, WAIT);
    await leaveAndReturn();
    await waitFor(() => expect(toastMessage()).toBe(en['api.error']), WAIT);
    await painted();
    await expect(canvas.getByRole('heading', { name: 'Due today' })).toBeVisible();
    await expect(orderButtons(canvasElement)).toEqual(['Repayment']);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const failures = loadFailureStories(DETAIL);

/** A failed load shows the server's message; Try again asks once more. */
export const ServerError: Story = failures.ServerError;
export const MalformedAnswer: Story = failures.MalformedAnswer;
export const GatewayFailure: Story = failures.GatewayFailure;
export const NetworkFailure: Story = failures.NetworkFailure;

/**
 * Hostile answers: the playeduL redirect is refused, every payload shows as literal text, and
 * nothing runs or opens.
 */
export const Hostile: Story = {
  beforeEach: [withHostileBackend, () => toast.hide()],
  play: async () => {
    await waitFor(() => expect(toastMessage()).toBe('This link is not allowed.'), WAIT);
    await expectShownAsText('loanDetails', [
      'noticeStatusText',
      'noticeDesText',
      'productName',
      'userOrderDetail.detail[].text',
      'userOrderDetail.detail[].value',
    ]);
    await expect(requestsTo(DETAIL)).toHaveLength(1);
    await expectNothingHostileHappened();
  },
};
