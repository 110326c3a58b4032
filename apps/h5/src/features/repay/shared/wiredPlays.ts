import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CallableKey } from '../../../api/endpoints.ts';
import { expectNothingHostileHappened, expectShownAsText } from '../../../dev/storybook/hostile.ts';
import { navigations, pagesLeftFor } from '../../../dev/storybook/journals.ts';
import { nothingSentTo, requestsTo, sentTo, WAIT } from '../../../dev/storybook/loadFailures.ts';
import { leaveAndReturn } from '../../../dev/storybook/pageVisibility.ts';
import { painted } from '../../../dev/storybook/painted.ts';
import { en } from '../../../i18n/index.ts';
import payment from '../text/payment/en.ts';
import { layerReady, PICKER } from './storyData.ts';
import { currentRoute, openPaymentMethod, toastMessage, VCODE } from './wiredStory.tsx';

/** The default pay-code box ('Copy & pay'), once the page has loaded. */
export const payCodeBox = () => screen.findByRole('button', { name: /GCash pay code/ }, WAIT);

/** 'Payment' in the opened Payment Method popup. */
async function payButton() {
  await openPaymentMethod();
  const sheet = await layerReady(PICKER);
  return within(sheet).getByRole('button', { name: payment['payment.pay'] });
}

// The plays the wired installment and rollover stories share: the same popup, the same request.

/**
 * The page asked `detail` for the fixture order; the second channel is picked and 'Payment'
 * tapped twice: one request of `amount` (and `extra`, such as isDelay), its payUrl followed.
 */
export const paysWithTheSecondChannel =
  (detail: string, amount: number, extra: Record<string, unknown> = {}) =>
  async () => {
    await openPaymentMethod();
    await expect(requestsTo(detail)).toHaveLength(1);
    await expect(requestsTo(detail)[0]?.body).toEqual({ orderId: '9001', productId: '7' });
    const sheet = await layerReady(PICKER);
    await userEvent.click(within(sheet).getByText('Maya'));
    const pay = within(sheet).getByRole('button', { name: 'Payment' });
    await userEvent.click(pay);
    await userEvent.click(pay);
    const route = (await currentRoute()) ?? '';
    await expect(requestsTo(VCODE)).toHaveLength(1);
    await expect(requestsTo(VCODE)[0]?.body).toEqual({
      productId: '7',
      orderId: '9001',
      amount,
      ...extra,
      channelNumber: '90007',
    });
    await expect(route).toMatch(
      new RegExp(`^/repaymentOfCode\\?showType=1&payCode=\\d+&repayAmount=${amount}$`),
    );
    await expect(navigations).toEqual([{ to: route, replace: false }]);
  };

/**
 * The pay code refused (`refuseWith('generateVcode', …, message)`): its message, the sheet still
 * open, 'Payment' ready again, and a second tap asks again.
 */
export const payCodeRefused = (message: string) => async () => {
  await openPaymentMethod();
  const sheet = await layerReady(PICKER);
  const pay = within(sheet).getByRole('button', { name: 'Payment' });
  await userEvent.click(pay);
  await waitFor(() => expect(toastMessage()).toBe(message), WAIT);
  await waitFor(() => expect(pay).not.toHaveAttribute('aria-busy'), WAIT);
  await expect(sheet).toBeVisible();
  await userEvent.click(pay);
  await waitFor(() => expect(sentTo(VCODE)).toHaveLength(2), WAIT);
  await expect(navigations).toEqual([]);
};

/** No channel, but the pay code: the footer points to it instead of a button; nothing is sent. */
export async function showsNoChannel() {
  await expect(
    await screen.findByText(/You can still pay with the code above/, {}, WAIT),
  ).toBeVisible();
  await expect(screen.queryByRole('button', { name: 'Payment Method' })).toBeNull();
  await nothingSentTo(VCODE);
}

/** Still loading: the screen's `title` and the skeleton, no button yet. */
export const loadsUnder =
  (title: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Payment Method' })).toBeNull();
  };

/**
 * Hostile answers from `endpoint`: the channels in the popup show as text; the second one's
 * hostile payUrl is refused with a toast after one request carrying `body`, and nothing runs.
 */
export async function paysHostileChannel(endpoint: CallableKey, body: Record<string, unknown>) {
  await openPaymentMethod();
  const sheet = await layerReady(PICKER);
  await expectShownAsText(endpoint, ['repayList[].name']);
  await userEvent.click(within(sheet).getAllByRole('radio')[1] as HTMLElement);
  const pay = within(sheet).getByRole('button', { name: 'Payment' });
  await userEvent.click(pay);
  await waitFor(() => expect(toastMessage()).toBe('This link is not allowed.'), WAIT);
  await expect(requestsTo(VCODE)).toHaveLength(1);
  await expect(requestsTo(VCODE)[0]?.body).toMatchObject(body);
  await waitFor(() => expect(pay).not.toHaveAttribute('aria-busy'), WAIT);
  await expectNothingHostileHappened();
}

/** What the server says once the borrower has paid elsewhere. */
export const PAID_NOTICE = 'We received your payment. Thank you!';

/**
 * The borrower paid in an e-wallet and comes back: the screen loads again and shows the
 * server's new notice in place of `before`.
 */
export const freshOnReturn = (before: string) => async () => {
  await screen.findByText(before, {}, WAIT);
  await leaveAndReturn();
  await expect(await screen.findByText(PAID_NOTICE, {}, WAIT)).toBeVisible();
  await expect(screen.queryByText(before)).toBeNull();
};

/**
 * The pay page opened in the e-wallet's app and this page stayed (`answerWith('generateVcode',
 * { payUrl: PAY_URL })`, its host allowed): back on it, 'Payment' works again instead of staying
 * busy, and asks for a second pay code.
 */
export const paysAgainAfterTheWalletApp = (payUrl: string) => async () => {
  const pay = await payButton();
  await userEvent.click(pay);
  await waitFor(() => expect(pagesLeftFor).toEqual([{ url: payUrl, replace: false }]), WAIT);
  await expect(pay).toHaveAttribute('aria-busy', 'true');
  await leaveAndReturn();
  await waitFor(() => expect(pay).not.toHaveAttribute('aria-busy'), WAIT);
  await userEvent.click(pay);
  await waitFor(() => expect(pagesLeftFor).toHaveLength(2), WAIT);
  await expect(sentTo(VCODE)).toHaveLength(2);
};

/**
 * Back while the pay code is on its way (`held`, with the page opened from `/loanDetail`): the
 * borrower is on the order page when the answer comes, and stays there.
 */
export const staysWhenLeftWhilePaying =
  (held: { release: () => void; answered: () => Promise<unknown> }) => async () => {
    await userEvent.click(await payButton());
    await waitFor(() => expect(sentTo(VCODE)).toHaveLength(1), WAIT);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: en['app.back'] }, WAIT));
    await expect(await currentRoute()).toBe('/loanDetail');
    held.release();
    await held.answered();
    // Time for the answer to be followed, were it still to be.
    await new Promise((settled) => setTimeout(settled, 500));
    await painted();
    await expect(await currentRoute()).toBe('/loanDetail');
    await expect(navigations).toEqual([]);
  };

/**
 * The sheet closed while the pay code is on its way (Escape, its close, the backdrop): the
 * borrower has changed their mind, so its answer opens no pay page, and Payment Method is ready.
 */
export const staysWhenClosedWhilePaying =
  (held: { release: () => void; answered: () => Promise<unknown> }) => async () => {
    await userEvent.click(await payButton());
    await waitFor(() => expect(sentTo(VCODE)).toHaveLength(1), WAIT);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    held.release();
    await held.answered();
    // Time for the answer to be followed, were it still to be.
    await new Promise((settled) => setTimeout(settled, 500));
    await painted();
    await expect(navigations).toEqual([]);
    await expect(pagesLeftFor).toEqual([]);
    const method = await screen.findByRole('button', { name: 'Payment Method' }, WAIT);
    await waitFor(() => expect(method).not.toHaveAttribute('aria-busy'), WAIT);
  };

/**
 * The page's query names order 42 of product 3: `detail` is asked for it, and the pay code too,
 * of `amount` (and `extra`, such as isDelay) with the default channel.
 */
export const paysForTheQuerysOrder =
  (detail: string, amount: number, extra: Record<string, unknown> = {}) =>
  async () => {
    await userEvent.click(await payButton());
    await currentRoute();
    await expect(requestsTo(detail)[0]?.body).toEqual({ orderId: '42', productId: '3' });
    await expect(requestsTo(VCODE)[0]?.body).toEqual({
      orderId: '42',
      productId: '3',
      amount,
      ...extra,
      channelNumber: '90006',
    });
  };

/** Storage refuses the info: a clear message and the borrower stays, not sent to a "missing" page. */
export async function keepsThePayCodeWhenStorageIsFull() {
  await userEvent.click(await payCodeBox());
  await waitFor(() => expect(toastMessage()).toBe(payment['payment.payCode.saveFailed']), WAIT);
  await expect(navigations).toEqual([]);
  await expect(screen.queryByLabelText('Current route')).toBeNull();
  await expect(await payCodeBox()).toBeVisible();
}

/** The help image opens the payment instructions in the app. */
export async function helpOpensTheInstructions() {
  const help = await screen.findByRole(
    'link',
    { name: new RegExp(payment['payment.help.title']) },
    WAIT,
  );
  await userEvent.click(help);
  await expect(await currentRoute()).toBe('/paymentInstructions');
  await expect(navigations).toEqual([{ to: '/paymentInstructions', replace: false }]);
  await expect(pagesLeftFor).toEqual([]);
}
