import { toast } from '@hiram/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layerReady } from '../../../../../../packages/ui/docs/sheetReady.ts';
import {
  expectNothingHostileHappened,
  expectShownAsText,
  withHostileBackend,
} from '../../../dev/storybook/hostile.ts';
import { bridgeCalls, navigations } from '../../../dev/storybook/journals.ts';
import { layerScreenParameters } from '../../../dev/storybook/layerScreen.ts';
import {
  loadFailureStories,
  nothingSentTo,
  requestsTo,
  WAIT,
} from '../../../dev/storybook/loadFailures.ts';
import { storySession, withMockBackend } from '../../../dev/storybook/mockBackend.ts';
import { nativeApp } from '../../../dev/storybook/nativeApp.ts';
import { painted } from '../../../dev/storybook/painted.ts';
import { ScreenHarness } from '../../../dev/storybook/ScreenHarness.tsx';
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
  refusedToOwnOrderPage,
} from '../shared/storyRefusals.ts';
import loanText from '../text/loan/en.ts';
import LegacyLoanConfirmPage from './LegacyLoanConfirmPage.tsx';

const meta = {
  title: 'Screens/Loan/Loan confirm (older variant, wired)',
  component: LegacyLoanConfirmPage,
  render: () => (
    <ScreenHarness path="/loanConfirmLegacy" url="/loanConfirmLegacy">
      <LegacyLoanConfirmPage />
    </ScreenHarness>
  ),
  beforeEach: nativeApp('closeWebView'),
  parameters: layerScreenParameters,
} satisfies Meta<typeof LegacyLoanConfirmPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const DETAIL = '/gopia/goya/satire';
const AGREEMENTS = '/gopia/goya/cultures';
const AGREEMENT_URL = '/gopia/goya/misunderstood';
const PUSH = '/gopia/goya/depush';
const BUTTON = 'Borrow ₱5.000 now';

const promo = () => layerReady('Special offer');
const landedOn = async () =>
  (await screen.findByRole('status', { name: 'Current route' }, WAIT)).textContent;

async function closePromo() {
  await userEvent.click(within(await promo()).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
}

/** On load the promotion shows; its button takes the loan through the form calls. */
export const PromoTakesTheLoan: Story = {
  beforeEach: withMockBackend('default'),
  play: async () => {
    const popup = await promo();
    await expect(popup).toHaveTextContent(loanText['loan.promo.message']);
    await expect(requestsTo(DETAIL)).toEqual([
      expect.objectContaining({
        method: 'POST',
        bodyKind: 'form',
        body: { productId: storySession.productId },
      }),
    ]);
    await expect(requestsTo(AGREEMENTS)).toEqual([
      expect.objectContaining({ method: 'GET', query: expect.objectContaining({ scene: '3' }) }),
    ]);
    await userEvent.click(within(popup).getByRole('button', { name: BUTTON }));
    await expect(await landedOn()).toBe('/loanDetail?from=confirm');
    await expect(requestsTo(PUSH)).toEqual([
      expect.objectContaining({ bodyKind: 'form', body: { productId: storySession.productId } }),
    ]);
    await expect(navigations).toEqual([{ to: '/loanDetail?from=confirm', replace: true }]);
    await expect(contractViolations).toEqual([]);
  },
};

/** With the promotion closed: the repayment date shows and the server-labelled button takes the loan. */
export const PageButtonTakesTheLoan: Story = {
  beforeEach: withMockBackend('default'),
  play: async () => {
    await closePromo();
    const plan = within(screen.getByRole('region', { name: loanText['loan.repayPlan'] }));
    await expect(plan.getByText(loanText['loan.repayDate']).nextElementSibling).toHaveTextContent(
      '2025-07-15',
    );
    const button = screen.getByRole('button', { name: BUTTON });
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(await landedOn()).toBe('/loanDetail?from=confirm');
    await expect(requestsTo(PUSH)).toHaveLength(1);
  },
};

/** A depush url the guard refuses: the loan is taken, so the refusal toast and the app's own order page. */
export const RefusedDepushUrl: Story = {
  beforeEach: refusedOnce('depush', { url: REFUSED_URL }),
  play: async () => {
    await closePromo();
    await refusedToOwnOrderPage(screen.getByRole('button', { name: BUTTON }), PUSH);
  },
};

/** Unchecked, the loan button sends nothing and says why. */
export const UncheckedBlocksTheLoan: Story = {
  beforeEach: withMockBackend('default'),
  play: async () => {
    await closePromo();
    await userEvent.click(screen.getByRole('checkbox'));
    const button = screen.getByRole('button', { name: BUTTON });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    toast.hide();
    await userEvent.click(button);
    await waitFor(
      () => expect(toast.getSnapshot()?.message).toBe(loanText['loan.agreeFirst']),
      WAIT,
    );
    await nothingSentTo(PUSH);
    await expect(screen.queryByRole('status', { name: 'Current route' })).toBeNull();
  },
};

/** An agreement link asks misunderstood for its page, then follows it through the guard. */
export const OpensAnAgreement: Story = {
  beforeEach: withMockBackend('default'),
  play: async () => {
    await closePromo();
    await userEvent.click(screen.getByRole('button', { name: 'Authorization to Debit' }));
    await expect(await landedOn()).toBe('/loanAgreement');
    await expect(requestsTo(AGREEMENT_URL)).toEqual([
      expect.objectContaining({
        method: 'GET',
        query: expect.objectContaining({ productId: storySession.productId, position: '3' }),
      }),
    ]);
  },
};

/**
 * Back from an agreement, the promotion the borrower closed stays closed, and the box stays as
 * they left it: unticked.
 */
export const BackFromAgreementAsLeft: Story = {
  beforeEach: withMockBackend('default'),
  render: () => (
    <ScreenHarness path="/loanConfirmLegacy" url="/loanConfirmLegacy" landedBack>
      <LegacyLoanConfirmPage />
    </ScreenHarness>
  ),
  play: async () => {
    await closePromo();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Authorization to Debit' }));
    await expect(await landedOn()).toBe('/loanAgreement');
    await userEvent.click(screen.getByRole('button', { name: 'Back from the landed page' }));
    const button = await screen.findByRole('button', { name: BUTTON }, WAIT);
    await expect(screen.getByRole('checkbox')).not.toBeChecked();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await painted();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** 'Point out' goes over the promotion; staying brings the promotion back. */
export const PointOutOverThePromotion: Story = {
  beforeEach: withMockBackend('default'),
  play: async () => {
    await promo();
    await waitFor(() => expect(typeof window.onNativeBack).toBe('function'), WAIT);
    await expect(window.onNativeBack?.()).toBe(true);
    const dialog = await layerReady('Wait a moment', 'alertdialog');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: loanText['loan.agree'] }));
    await expect(await promo()).toBeVisible();
    await expect(window.onNativeBack?.()).toBe(true);
    const again = await layerReady('Wait a moment', 'alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: loanText['loan.cancel'] }));
    await expect(bridgeCalls).toEqual([{ action: 'closeWebView' }]);
  },
};

/** The agreement modal comes before the promotion. */
export const AgreementThenPromotion: Story = {
  beforeEach: withMockBackend('loan-agreement-popup'),
  play: async () => {
    const dialog = await agreementModal();
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: loanText['loan.agree'] }));
    await expect(await promo()).toBeVisible();
  },
};

/**
 * While the loan and its agreements are on their way: the title and "Loading…", no loan button
 * (neither 'Loan Now' nor the server's label), and neither the promotion, 'Point out' nor the
 * agreement modal before the data.
 */
export const Loading: Story = {
  beforeEach: withMockBackend('slow'),
  play: loadsBothCalls(DETAIL, AGREEMENTS, BUTTON),
};

const failures = loadFailureStories(DETAIL);

/** A failed load shows the server's message; Try again asks once more. */
export const ServerError: Story = failures.ServerError;
export const MalformedAnswer: Story = failures.MalformedAnswer;
export const GatewayFailure: Story = failures.GatewayFailure;
export const NetworkFailure: Story = failures.NetworkFailure;

/**
 * Hostile answers: every payload shows as literal text; the agreement page, depush's url and
 * misunderstood's url are refused, and nothing runs or opens.
 */
export const Hostile: Story = {
  beforeEach: withHostileBackend,
  play: async () => {
    const agreementTitle = await hostileConfirmLoads('satire', 'cultures', '[].title');
    // The footer's button and the promo's both say the server's NewButtonMsg, as text.
    const [buttonText] = await expectShownAsText('satire', ['NewButtonMsg']);
    await closePromo();
    await tapIsRefused(buttonWithText(agreementTitle), AGREEMENT_URL);
    await refusedToOwnOrderPage(buttonWithText(buttonText), PUSH);
    await expectNothingHostileHappened([OWN_ORDER_PAGE]);
  },
};
