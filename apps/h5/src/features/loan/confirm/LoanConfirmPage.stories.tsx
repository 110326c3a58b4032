import { toast } from '@hiram/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { useNavigate } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layerReady } from '../../../../../../packages/ui/docs/sheetReady.ts';
import { config } from '../../../config/env.ts';
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
import { storySession, withMockBackend } from '../../../dev/storybook/mockBackend.ts';
import { nativeApp } from '../../../dev/storybook/nativeApp.ts';
import { painted } from '../../../dev/storybook/painted.ts';
import { ScreenHarness } from '../../../dev/storybook/ScreenHarness.tsx';
import { en } from '../../../i18n/index.ts';
import { failureBody } from '../../../mocks/envelopes.ts';
import { contractViolations } from '../../../mocks/journal.ts';
import {
  agreementModal,
  buttonWithText,
  hostileConfirmLoads,
  tapIsRefused,
} from '../shared/storyHostile.ts';
import { loadsBothCalls } from '../shared/storyLoading.ts';
import {
  OWN_ORDER_PAGE,
  REFUSED_URL,
  refusedOnce,
  refusedThenFollowed,
  refusedToOwnOrderPage,
} from '../shared/storyRefusals.ts';
import costText from '../text/cost/en.ts';
import loanText from '../text/loan/en.ts';
import qaText from '../text/qa/en.ts';
import LoanConfirmPage from './LoanConfirmPage.tsx';

/** The browser's own Back, which the page cannot hold: a button beside the screen. */
function BrowserBack() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      The browser's Back
    </button>
  );
}

/**
 * The screen at `url`; with `landedBack`, the page it leads to can go back to it; with `before`,
 * the pages before it, which `browserBack` returns to as the browser's Back does.
 */
function screenAt(
  url: string,
  {
    landedBack = false,
    before = [],
    browserBack = false,
  }: { landedBack?: boolean; before?: readonly string[]; browserBack?: boolean } = {},
) {
  return () => (
    <ScreenHarness path="/loanConfirm" url={url} landedBack={landedBack} before={before}>
      <LoanConfirmPage />
      {browserBack && <BrowserBack />}
    </ScreenHarness>
  );
}

const meta = {
  title: 'Screens/Loan/Loan confirm (wired)',
  component: LoanConfirmPage,
  render: screenAt('/loanConfirm'),
  beforeEach: nativeApp('closeWebView'),
  parameters: layerScreenParameters,
} satisfies Meta<typeof LoanConfirmPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const CONFIRM = '/v3/loan-confirm/loan-detail-confirm';
const CONTRACT = '/v3/contract/contract';
const JUMP = '/v3/contract/contract-jump';
const PUSH = '/v3/loan-confirm/loan-detail-push';
const SLOW = { timeout: 10_000 };

const loanNow = (options = WAIT) =>
  screen.findByRole('button', { name: loanText['loan.loanNow'] }, options);
const landedOn = async (options = WAIT) =>
  (await screen.findByRole('status', { name: 'Current route' }, options)).textContent;

/** Loads the loan and the agreements for the session's product; 'Loan Now' lands on the details. */
export const TakesTheLoan: Story = {
  beforeEach: withMockBackend('default'),
  play: async () => {
    const button = await loanNow();
    await expect(requestsTo(CONFIRM)).toEqual([
      expect.objectContaining({ method: 'POST', body: { productId: storySession.productId } }),
    ]);
    await expect(requestsTo(CONTRACT)).toEqual([
      expect.objectContaining({ body: { productId: storySession.productId, scene: 3 } }),
    ]);
    await expect(screen.getByText('PesoBilis')).toBeVisible();
    await userEvent.click(button);
    await expect(await landedOn()).toBe('/loanDetail?from=confirm');
    await expect(requestsTo(PUSH)).toEqual([
      expect.objectContaining({
        body: {
          amount: 500000,
          periods: 91,
          termUnit: 'day',
          productId: storySession.productId,
          confirm: 1,
        },
      }),
    ]);
    await expect(navigations).toEqual([{ to: '/loanDetail?from=confirm', replace: true }]);
    await expect(pagesLeftFor).toEqual([]);
    await expect(contractViolations).toEqual([]);
  },
};

/** The product in the page's query wins over the session's. */
export const ProductFromQuery: Story = {
  beforeEach: withMockBackend('default', { productId: '' }),
  render: screenAt('/loanConfirm?product_id=12'),
  play: async () => {
    await loanNow();
    await expect(requestsTo(CONFIRM)[0]?.body).toEqual({ productId: '12' });
    await expect(requestsTo(CONTRACT)[0]?.body).toEqual({ productId: '12', scene: 3 });
  },
};

const heldPush = heldAnswer('loanDetailPush', { lendDetailsUrl: '/loanDetail' });

/** Taps while the push runs send nothing more; the button reads as busy. */
export const SendsTheLoanOnce: Story = {
  beforeEach: [withMockBackend('default'), heldPush.beforeEach],
  play: async () => {
    const button = await loanNow();
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(sentTo(PUSH)).toHaveLength(1), WAIT);
    heldPush.release();
    await expect(await landedOn()).toBe('/loanDetail?from=confirm');
    await expect(sentTo(PUSH)).toHaveLength(1);
  },
};

/**
 * Back, the page's or the phone's, while the loan is on its way does nothing: the answer decides
 * where the borrower goes, the order page, and a page gone back to is never replaced by it.
 */
export const BackWaitsForTheLoan: Story = {
  render: screenAt('/loanConfirm', { before: ['/unionError'] }),
  beforeEach: [withMockBackend('loan-no-point-out'), heldPush.beforeEach],
  play: async () => {
    await userEvent.click(await loanNow());
    await waitFor(() => expect(sentTo(PUSH)).toHaveLength(1), WAIT);
    await userEvent.click(screen.getByRole('button', { name: en['app.back'] }));
    await expect(window.onNativeBack?.()).toBe(true);
    await painted();
    await expect(screen.queryByRole('status', { name: 'Current route' })).toBeNull();
    await expect(bridgeCalls).toEqual([]);
    heldPush.release();
    await expect(await landedOn()).toBe('/loanDetail?from=confirm');
    await expect(navigations).toEqual([{ to: '/loanDetail?from=confirm', replace: true }]);
  },
};

/** A loan answer that comes once the browser has gone back moves the borrower no more. */
export const LoanAnswerAfterTheBrowserWentBack: Story = {
  render: screenAt('/loanConfirm', { before: ['/unionError'], browserBack: true }),
  beforeEach: [withMockBackend('loan-no-point-out'), heldPush.beforeEach],
  play: async () => {
    await userEvent.click(await loanNow());
    await waitFor(() => expect(sentTo(PUSH)).toHaveLength(1), WAIT);
    await userEvent.click(screen.getByRole('button', { name: "The browser's Back" }));
    await expect(await landedOn()).toBe('/unionError');
    heldPush.release();
    await heldPush.answered();
    await painted();
    await expect(await landedOn()).toBe('/unionError');
    await expect(navigations).toEqual([]);
  },
};

const PUSH_FAILURE = 'The loan could not be taken. Please try again.';

/**
 * The first push is refused, under HTTP `status` (before the mock's journal sees it); later ones
 * reach the mock.
 */
const failFirstPush =
  (status = 200) =>
  (context: StoryContext) => {
    const { msw } = context as StoryContext & { msw: MswApi };
    msw.use(
      http.post(
        `${config.apiBase}${PUSH}`,
        () => HttpResponse.json(failureBody(20001, PUSH_FAILURE), { status }),
        { once: true },
      ),
    );
  };

/** A failed push toasts the server's message and leaves 'Loan Now' ready for another try. */
export const PushFailureLetsTryAgain: Story = {
  beforeEach: [withMockBackend('default'), failFirstPush()],
  play: async () => {
    const button = await loanNow();
    await userEvent.click(button);
    await waitFor(() => expect(toast.getSnapshot()?.message).toBe(PUSH_FAILURE), WAIT);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'), WAIT);
    await expect(screen.queryByRole('status', { name: 'Current route' })).toBeNull();
    await userEvent.click(button);
    await expect(await landedOn()).toBe('/loanDetail?from=confirm');
    await expect(requestsTo(PUSH)).toHaveLength(1);
  },
};

/**
 * A server that words its refusal in its envelope under a 4xx status has answered: the loan was
 * not taken, so the borrower stays, with the server's message and 'Loan Now' ready again.
 */
export const RefusalUnder4xxLetsTryAgain: Story = {
  beforeEach: [withMockBackend('default'), failFirstPush(400)],
  play: async () => {
    const button = await loanNow();
    await userEvent.click(button);
    await waitFor(() => expect(toast.getSnapshot()?.message).toBe(PUSH_FAILURE), WAIT);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'), WAIT);
    await painted();
    await expect(navigations).toEqual([]);
    await expect(toast.getSnapshot()?.message).toBe(PUSH_FAILURE);
  },
};

/** The push reaches the server, but its answer is lost on the way back. */
function loseThePushAnswer(context: StoryContext) {
  const { msw } = context as StoryContext & { msw: MswApi };
  msw.use(http.post(`${config.apiBase}${PUSH}`, () => HttpResponse.error(), { once: true }));
}

/**
 * No answer to Loan Now: the loan may be taken, so 'Loan Now' is not offered again (a second tap
 * could take a second loan). The order page, which shows the server's truth, takes the page's place.
 */
export const LostAnswerGoesToTheOrder: Story = {
  beforeEach: [withMockBackend('default'), loseThePushAnswer],
  play: async () => {
    const button = await loanNow();
    await userEvent.click(button);
    await expect(await landedOn()).toBe('/loanDetail?from=confirm');
    await expect(toast.getSnapshot()?.message).toBe(loanText['loan.pushUnanswered']);
    await expect(sentTo(PUSH)).toHaveLength(1);
    await expect(navigations).toEqual([{ to: '/loanDetail?from=confirm', replace: true }]);
  },
};

/** Unchecked, 'Loan Now' sends nothing and says why; checked again, it takes the loan. */
export const UncheckedBlocksTheLoan: Story = {
  beforeEach: withMockBackend('default'),
  play: async () => {
    const button = await loanNow();
    const checkbox = screen.getByRole('checkbox');
    await userEvent.click(checkbox);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    toast.hide();
    await userEvent.click(button);
    await waitFor(
      () => expect(toast.getSnapshot()?.message).toBe(loanText['loan.agreeFirst']),
      WAIT,
    );
    await nothingSentTo(PUSH);
    await expect(screen.queryByRole('status', { name: 'Current route' })).toBeNull();
    await userEvent.click(checkbox);
    await userEvent.click(button);
    await expect(await landedOn()).toBe('/loanDetail?from=confirm');
  },
};

/**
 * A lendDetailsUrl the guard refuses: the loan is taken all the same, so the refusal toast shows
 * and the app's own order page takes the confirm page's place. The loan is sent once.
 */
export const RefusedLendDetailsUrl: Story = {
  beforeEach: refusedOnce('loanDetailPush', { lendDetailsUrl: REFUSED_URL }),
  play: async () => {
    await refusedToOwnOrderPage(await loanNow(), PUSH);
  },
};

/**
 * A lendDetailsUrl with a character parsers disagree on: refused as sent, not followed once the
 * added from=confirm has encoded it.
 */
export const AmbiguousLendDetailsUrl: Story = {
  beforeEach: refusedOnce('loanDetailPush', { lendDetailsUrl: '/loanDetail?note=a\\b' }),
  play: async () => {
    await refusedToOwnOrderPage(await loanNow(), PUSH);
  },
};

/** A contract_url the guard refuses: the refusal toast, and the agreement link works again. */
export const RefusedContractUrl: Story = {
  beforeEach: refusedOnce('contractJump', { contract_url: REFUSED_URL }),
  play: async () => {
    await loanNow();
    const link = screen.getByRole('button', { name: 'Privacy Policy' });
    await refusedThenFollowed(link, JUMP, '/loanAgreement');
    await expect(navigations).toEqual([{ to: '/loanAgreement', replace: false }]);
  },
};

/** An agreement link asks contract-jump for its page, then follows it through the guard. */
export const OpensAnAgreement: Story = {
  beforeEach: withMockBackend('default'),
  play: async () => {
    await loanNow();
    await userEvent.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    await expect(await landedOn()).toBe('/loanAgreement');
    await expect(requestsTo(JUMP)).toEqual([
      expect.objectContaining({
        body: {
          productId: storySession.productId,
          scene: 3,
          position: '2',
          orderId: storySession.orderId,
          jump: 1,
        },
      }),
    ]);
  },
};

const heldJump = heldAnswer('contractJump', { contract_url: '/loanAgreement' });

/**
 * Loan Now tapped while an agreement's page is on its way: the loan wins. The agreement's late
 * answer moves the borrower no more (Back from it would offer Loan Now again, for a second loan),
 * and a link tapped while the loan is on its way asks for nothing.
 */
export const LoanWinsOverAnAgreementOnItsWay: Story = {
  beforeEach: [withMockBackend('default'), heldJump.beforeEach, heldPush.beforeEach],
  play: async () => {
    const button = await loanNow();
    await userEvent.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    await waitFor(() => expect(sentTo(JUMP)).toHaveLength(1), WAIT);
    await userEvent.click(button);
    await waitFor(() => expect(sentTo(PUSH)).toHaveLength(1), WAIT);
    heldJump.release();
    await heldJump.answered();
    await painted();
    await expect(navigations).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Loan Agreement' }));
    await painted();
    await expect(sentTo(JUMP)).toHaveLength(1);
    heldPush.release();
    await expect(await landedOn()).toBe('/loanDetail?from=confirm');
    await expect(navigations).toEqual([{ to: '/loanDetail?from=confirm', replace: true }]);
  },
};

/** Back from an agreement, the page shows the box as the borrower left it: unticked. */
export const ConsentKeptBackFromAgreement: Story = {
  beforeEach: withMockBackend('default'),
  render: screenAt('/loanConfirm', { landedBack: true }),
  play: async () => {
    await loanNow();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    await expect(await landedOn()).toBe('/loanAgreement');
    await userEvent.click(screen.getByRole('button', { name: 'Back from the landed page' }));
    const button = await loanNow();
    await expect(screen.getByRole('checkbox')).not.toBeChecked();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The agreement modal agreed to does not open again when the borrower comes back from reading. */
export const AgreedModalStaysClosedBackFromAgreement: Story = {
  beforeEach: withMockBackend('loan-agreement-popup'),
  render: screenAt('/loanConfirm', { landedBack: true }),
  play: async () => {
    const dialog = await agreementModal();
    await userEvent.click(within(dialog).getByRole('button', { name: loanText['loan.agree'] }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    await expect(await landedOn()).toBe('/loanAgreement');
    await userEvent.click(screen.getByRole('button', { name: 'Back from the landed page' }));
    await loanNow();
    await expect(screen.getByRole('checkbox')).toBeChecked();
    await painted();
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** A second tap while the agreement's URL is on its way sends nothing. */
export const OpensAnAgreementOnce: Story = {
  beforeEach: withMockBackend('slow'),
  play: async () => {
    await loanNow(SLOW);
    const link = screen.getByRole('button', { name: 'Loan Agreement' });
    await userEvent.click(link);
    await userEvent.click(link);
    await userEvent.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    await expect(link).toHaveAttribute('aria-busy', 'true');
    await expect(await landedOn(SLOW)).toBe('/loanAgreement');
    await expect(requestsTo(JUMP)).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ position: '1' }) }),
    ]);
  },
};

/** popAgreementUrl given: the modal opens on load; Cancel closes the web view. */
export const AgreementPopupCancel: Story = {
  beforeEach: withMockBackend('loan-agreement-popup'),
  play: async () => {
    const dialog = await agreementModal();
    await expect(within(dialog).getByTitle(loanText['loan.agreement.title'])).toHaveAttribute(
      'src',
      '/loanAgreement',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: loanText['loan.cancel'] }));
    await expect(bridgeCalls).toEqual([{ action: 'closeWebView' }]);
  },
};

/**
 * A link opened in a messaging app's browser: no web view to close, no page to go back to. Cancel
 * leaves for the site's home instead of doing nothing, which left Agree the only way out.
 */
export const AgreementPopupCancelFirstPage: Story = {
  beforeEach: [
    withMockBackend('loan-agreement-popup'),
    () => {
      const native = window.webkit;
      delete window.webkit;
      Object.defineProperty(history, 'length', { configurable: true, get: () => 1 });
      return () => {
        Reflect.deleteProperty(history, 'length');
        if (native) window.webkit = native;
      };
    },
  ],
  play: async () => {
    const dialog = await agreementModal();
    await userEvent.click(within(dialog).getByRole('button', { name: loanText['loan.cancel'] }));
    await expect(await landedOn()).toBe('/');
    await expect(navigations).toEqual([{ to: '/', replace: true }]);
    await expect(bridgeCalls).toEqual([]);
  },
};

/** Agree dismisses the agreement modal and leaves the page usable. */
export const AgreementPopupAgree: Story = {
  beforeEach: withMockBackend('loan-agreement-popup'),
  play: async () => {
    const dialog = await agreementModal();
    await userEvent.click(within(dialog).getByRole('button', { name: loanText['loan.agree'] }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), WAIT);
    await expect(bridgeCalls).toEqual([]);
    await userEvent.click(await loanNow());
    await expect(await landedOn()).toBe('/loanDetail?from=confirm');
  },
};

/**
 * isPopType 1: native back opens 'Point out'; Agree stays, a second back closes it as Escape
 * does, and Cancel closes the web view.
 */
export const PointOutOnNativeBack: Story = {
  beforeEach: withMockBackend('default'),
  play: async () => {
    await loanNow();
    await waitFor(() => expect(typeof window.onNativeBack).toBe('function'), WAIT);
    await expect(window.onNativeBack?.()).toBe(true);
    const dialog = await layerReady('Wait a moment', 'alertdialog');
    await expect(dialog).toHaveTextContent('If you leave now, the offer will be cancelled.');
    await userEvent.click(within(dialog).getByRole('button', { name: loanText['loan.agree'] }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), WAIT);
    await expect(bridgeCalls).toEqual([]);

    await expect(window.onNativeBack?.()).toBe(true);
    await layerReady('Wait a moment', 'alertdialog');
    await expect(window.onNativeBack?.()).toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), WAIT);
    await expect(bridgeCalls).toEqual([]);

    await expect(window.onNativeBack?.()).toBe(true);
    const again = await layerReady('Wait a moment', 'alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: loanText['loan.cancel'] }));
    await expect(bridgeCalls).toEqual([{ action: 'closeWebView' }]);
  },
};

/** isPopType 1: the page's own back button asks 'Point out' too. */
export const PointOutOnBackButton: Story = {
  beforeEach: withMockBackend('default'),
  play: async () => {
    await loanNow();
    await userEvent.click(screen.getByRole('button', { name: en['app.back'] }));
    await expect(await layerReady('Wait a moment', 'alertdialog')).toBeVisible();
    await expect(bridgeCalls).toEqual([]);
  },
};

/** isPopType 0: native back is left to the native app; the back button leaves the first page. */
export const NoPointOutWithoutIsPopType: Story = {
  beforeEach: withMockBackend('loan-no-point-out'),
  play: async () => {
    await loanNow();
    await expect(window.onNativeBack).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: en['app.back'] }));
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(bridgeCalls).toEqual([{ action: 'closeWebView' }]);
  },
};

/**
 * For QA: an offer beyond an SEC cap shows the banner naming the rule and the figure; confirmed
 * today, the cap in force is MC 14 s.2025's (since 1 April 2026). The loan details above it
 * deduct the same ₱2.000 of fees: the amount received is the cost box's net proceeds.
 */
export const CapBreach: Story = {
  beforeEach: withMockBackend('cap-breach'),
  play: async () => {
    await loanNow();
    const banner = await screen.findByRole('note', { name: qaText['qa.title'] }, WAIT);
    await expect(banner).toHaveTextContent(
      'SEC MC 14 s.2025: the effective rate of 22,06% a month is above the 12,00% cap.',
    );
    const cost = within(screen.getByRole('table', { name: costText['cost.title'] }));
    const netProceeds = cost.getByRole('rowheader', { name: costText['cost.netProceeds'] });
    await expect(netProceeds.nextElementSibling).toHaveTextContent('₱3.000,00');
    // ₱5.000 borrowed less ₱2.000 of fees: the ₱3.000 the cost box counts from.
    const details = within(screen.getByRole('region', { name: loanText['loan.details'] }));
    await expect(details.getByText('Loan amount').nextElementSibling).toHaveTextContent(
      '₱5.000,00',
    );
    await expect(details.getByText('Service fee').nextElementSibling).toHaveTextContent(
      '₱2.000,00',
    );
    await expect(details.getByText('Amount received').nextElementSibling).toHaveTextContent(
      '₱3.000,00',
    );
  },
};

/**
 * While the loan and its agreements are on their way (both asked at once): the title and
 * "Loading…", no 'Loan Now' to tap, and neither 'Point out' nor the agreement modal before the
 * data.
 */
export const Loading: Story = {
  beforeEach: withMockBackend('slow'),
  play: loadsBothCalls(CONFIRM, CONTRACT),
};

const failures = loadFailureStories(CONFIRM);

/** A failed load shows the server's message; Try again asks once more. */
export const ServerError: Story = {
  ...failures.ServerError,
  play: async () => {
    await failures.ServerError.play();
    await expect(screen.queryByRole('button', { name: loanText['loan.loanNow'] })).toBeNull();
  },
};
export const MalformedAnswer: Story = failures.MalformedAnswer;
export const GatewayFailure: Story = failures.GatewayFailure;
export const NetworkFailure: Story = failures.NetworkFailure;

/**
 * Hostile answers: every payload shows as literal text; the agreement page, the loan push's
 * lendDetailsUrl and the agreement's contract_url are refused, and nothing runs or opens.
 */
export const Hostile: Story = {
  beforeEach: withHostileBackend,
  play: async () => {
    const agreementTitle = await hostileConfirmLoads(
      'loanDetailConfirm',
      'contract',
      'data[].title',
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), WAIT);
    await expect(window.onNativeBack?.()).toBe(true);
    await expectShownAsText('loanDetailConfirm', ['popTitle', 'popContent']);
    const pointOut = await layerReady(undefined, 'alertdialog');
    await userEvent.click(within(pointOut).getByRole('button', { name: loanText['loan.agree'] }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), WAIT);

    await tapIsRefused(buttonWithText(agreementTitle), JUMP);
    await refusedToOwnOrderPage(await loanNow(), PUSH);
    await expectNothingHostileHappened([OWN_ORDER_PAGE]);
  },
};
