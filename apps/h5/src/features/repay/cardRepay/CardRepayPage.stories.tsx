import { ToastHost } from '@hiram/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { allowHost } from '../../../dev/storybook/allowHost.ts';
import { answerInStory, answerWith, refuseWith } from '../../../dev/storybook/answers.ts';
import { heldAnswer } from '../../../dev/storybook/heldAnswer.ts';
import {
  expectNothingHostileHappened,
  expectShownAsText,
  withHostileBackend,
} from '../../../dev/storybook/hostile.ts';
import { bridgeCalls, navigations, pagesLeftFor } from '../../../dev/storybook/journals.ts';
import {
  loadFailureStories,
  nothingSentTo,
  requestsTo,
  sentTo,
  WAIT,
} from '../../../dev/storybook/loadFailures.ts';
import { withMockBackend } from '../../../dev/storybook/mockBackend.ts';
import { leaveAndReturn } from '../../../dev/storybook/pageVisibility.ts';
import { painted } from '../../../dev/storybook/painted.ts';
import { ScreenHarness } from '../../../dev/storybook/ScreenHarness.tsx';
import { recordToasts, toasts } from '../../../dev/storybook/toasts.ts';
import { DEMO_SMS_CODE } from '../../../mocks/promo/fixtures.ts';
import CardRepayPage from './CardRepayPage.tsx';
import { smsCountdownKey } from './smsCode.ts';
import { forgetSmsStep, keepSmsStep } from './smsStep.ts';
import { verifyStepCode } from './verifyStepCode.ts';

function WiredCardRepay({ url }: { url: string }) {
  return (
    <>
      <ToastHost />
      <ScreenHarness path="/paymentWay" url={url}>
        <CardRepayPage />
      </ScreenHarness>
    </>
  );
}

const meta = {
  title: 'Screens/Repay/Card repayment (wired)',
  component: WiredCardRepay,
  args: { url: '/paymentWay?orderId=9001&amount=545500' },
  parameters: { layout: 'fullscreen' },
  // The SMS step's code is a chunk of its own, whose first fetch on a busy machine can outlast a
  // play's wait: the stories are about the step, so they start once that code is here.
  loaders: [() => verifyStepCode.load()],
  // Each story starts with no countdown and no SMS step kept from the one before.
  beforeEach: () => {
    const forget = () => {
      sessionStorage.removeItem(smsCountdownKey('9001'));
      forgetSmsStep(() => sessionStorage, '9001');
    };
    forget();
    const stopRecording = recordToasts();
    return () => {
      stopRecording();
      forget();
    };
  },
} satisfies Meta<typeof WiredCardRepay>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAY = '/api/v1/service/loan/repayment-way';
const COMMIT = '/api/v1/service/loan/repayment-commit';
const CONFIRM = '/api/v1/service/loan/repayment-confirm';
const HUICHAO = '/api/v1/service/loan/repayment-huichao';
const ORDER_PAGE = '/loanDetail?orderId=9001&productId=7';
/** Said on the way to an order page that may still show the loan as due. */
const PAID = 'Payment sent. It may take a while to show on your order page.';

const currentRoute = () =>
  screen
    .findByLabelText('Current route', { selector: 'output' }, WAIT)
    .then((output) => output.textContent);

const payButton = () => screen.findByRole('button', { name: /Pay now/ }, WAIT);
const confirmButton = () => screen.getByRole('button', { name: /Confirm payment/ });
const codeField = () => screen.getByLabelText('SMS code');

/** Chooses the card named `bank`, pays with a double tap and waits for the SMS step. */
async function payWithCard(bank: string) {
  await userEvent.click(await screen.findByRole('radio', { name: new RegExp(bank) }, WAIT));
  const pay = await payButton();
  await userEvent.dblClick(pay);
  await screen.findByRole('region', { name: 'SMS verification' }, WAIT);
  await screen.findByLabelText('SMS code', {}, WAIT);
}

const commitOf = (cardId: string, bankName: string, cardNo: string, bankCode: string) => ({
  amount: 545500,
  bankName,
  cardId,
  cardNo,
  couponId: null,
  orderId: '9001',
  repayToken: 'rt_9f8e7d6c5b',
  bankCode,
  sendMsg: 1,
});
const BPI_COMMIT = commitOf('302', 'BPI', '**** **** 7710', 'BPI');

/** The cards from `repayment-way?orderId=`, masked, none chosen; the amount from the query. */
export const CardsMasked: Story = {
  beforeEach: withMockBackend(),
  play: async ({ canvas }) => {
    const bdo = await canvas.findByRole('radio', { name: 'BDO Unibank Card ending in 4821' }, WAIT);
    await expect(bdo).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'BPI Card ending in 7710' })).not.toBeChecked();
    await expect(canvas.getByText('**** 4821')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Amount to pay' })).toHaveTextContent(
      '₱5.455,00',
    );
    await expect(requestsTo(WAY)).toHaveLength(1);
    await expect(requestsTo(WAY)[0]).toMatchObject({ method: 'POST', query: { orderId: '9001' } });
    await expect(canvas.queryByRole('radio', { name: /Online payment/ })).toBeNull();
  },
};

/** Pay with no card chosen: the toast, and nothing sent. */
export const PayWithoutCardIsBlocked: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    await userEvent.click(await payButton());
    await expect(toasts()).toEqual(['Please choose the bank card to pay with first!']);
    await nothingSentTo(COMMIT);
    await nothingSentTo(HUICHAO);
  },
};

/** The spec's own words in zh-CN. */
export const PayWithoutCardIsBlockedInChinese: Story = {
  globals: { locale: 'zh-CN' },
  beforeEach: withMockBackend('default', { lang: 'zh-CN' }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /立即还款/ }, WAIT));
    await expect(toasts()).toEqual(['请先选择付款银行卡！']);
    await nothingSentTo(COMMIT);
  },
};

/**
 * The card flow: the chosen card's commit (once, however fast the taps), the SMS step with its
 * countdown running, a short code refused unsent, then the right code confirms the commit's
 * record and the order page takes the payment page's place.
 */
export const CardRepaysThroughSms: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    await payWithCard('BPI');
    await expect(requestsTo(COMMIT)).toHaveLength(1);
    await expect(requestsTo(COMMIT)[0]?.body).toEqual(BPI_COMMIT);
    const resend = screen.getByRole('button', { name: /^Resend in (60|59) s$/ });
    await expect(resend).toHaveAttribute('aria-disabled', 'true');

    await userEvent.type(codeField(), DEMO_SMS_CODE.slice(0, 5));
    await userEvent.click(confirmButton());
    await expect(toasts()).toEqual(['Enter the 6-digit code from the SMS.']);
    await expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    await expect(codeField()).toHaveFocus();
    await nothingSentTo(CONFIRM);

    await userEvent.type(codeField(), DEMO_SMS_CODE.slice(5));
    await expect(codeField()).not.toHaveAttribute('aria-invalid');
    await userEvent.dblClick(confirmButton());
    await expect(await currentRoute()).toBe(ORDER_PAGE);
    await expect(toasts()).toEqual(['Enter the 6-digit code from the SMS.', PAID]);
    await expect(navigations).toEqual([{ to: ORDER_PAGE, replace: true }]);
    await expect(requestsTo(CONFIRM)).toHaveLength(1);
    await expect(requestsTo(CONFIRM)[0]?.body).toEqual({
      orderId: '9001',
      verifyCode: DEMO_SMS_CODE,
      repaymentRecordId: expect.stringMatching(/^RR\d+$/),
    });
    await expect(requestsTo(COMMIT)).toHaveLength(1);
  },
};

/** A resend while the countdown runs is blocked with a toast; nothing is sent. */
export const ResendBlockedWhileCounting: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    await payWithCard('BDO');
    const resend = screen.getByRole('button', { name: /^Resend in (60|59) s$/ });
    await userEvent.click(resend);
    await expect(toasts()).toEqual([
      expect.stringMatching(/^The code was just sent\. You can ask for a new one in (60|59) s\.$/),
    ]);
    await painted();
    await expect(sentTo(COMMIT)).toHaveLength(1);
    await expect(requestsTo(COMMIT)[0]?.body).toEqual(
      commitOf('301', 'BDO Unibank', '**** **** **** 4821', 'BDO'),
    );
  },
};

const realNow = Date.now;
/** Moves the page's clock `ms` ahead (a spy on `Date.now` would be timed by `Date.now` itself). */
const clockAhead = (ms: number) => {
  Date.now = () => realNow() + ms;
};
const realClock = () => {
  Date.now = realNow;
};

/**
 * Once the 60 s are over, a resend commits again with sendMsg 1; the code then confirms the new
 * commit's record. The first commit is answered apart (record `RR-first`, off the journal), so
 * the mock, which knows only the second record, would refuse a confirm of the first.
 */
export const ResendAfterCountdown: Story = {
  beforeEach: [
    withMockBackend(),
    answerWith('repaymentCommit', { needValid: 1, repayRecordId: 'RR-first' }, { once: true }),
    () => realClock,
  ],
  play: async () => {
    await payWithCard('BPI');
    // The story's answer took the first commit: the mock backend saw none.
    await expect(requestsTo(COMMIT)).toEqual([]);
    clockAhead(61_000);
    const resend = await screen.findByRole('button', { name: 'Resend code' }, WAIT);
    await userEvent.dblClick(resend);
    await waitFor(() => expect(requestsTo(COMMIT)).toHaveLength(1), WAIT);
    await expect(requestsTo(COMMIT)[0]?.body).toEqual(BPI_COMMIT);
    await screen.findByRole('button', { name: /^Resend in (60|59) s$/ }, WAIT);
    realClock();

    await userEvent.type(codeField(), DEMO_SMS_CODE);
    await userEvent.click(confirmButton());
    await expect(await currentRoute()).toBe(ORDER_PAGE);
    await expect(requestsTo(CONFIRM)).toHaveLength(1);
    await expect(requestsTo(CONFIRM)[0]?.body.repaymentRecordId).toMatch(/^RR\d+$/);
    await expect(requestsTo(COMMIT)).toHaveLength(1);
  },
};

/**
 * A commit the server refuses: its message, the cards still there, 'Pay now' ready again, and a
 * second tap commits again.
 */
export const CommitRefused: Story = {
  beforeEach: [withMockBackend(), refuseWith('repaymentCommit', 800010, 'Card declined')],
  play: async () => {
    await userEvent.click(await screen.findByRole('radio', { name: /BPI/ }, WAIT));
    const pay = await payButton();
    await userEvent.click(pay);
    await waitFor(() => expect(toasts()).toEqual(['Card declined']), WAIT);
    await waitFor(() => expect(pay).not.toHaveAttribute('aria-busy'), WAIT);
    await expect(screen.queryByRole('region', { name: 'SMS verification' })).toBeNull();
    await expect(screen.getByRole('radio', { name: /BPI/ })).toBeChecked();
    await userEvent.click(pay);
    await waitFor(() => expect(sentTo(COMMIT)).toHaveLength(2), WAIT);
    await expect(navigations).toEqual([]);
  },
};

/**
 * A resend the server refuses: its message, no new countdown, and 'Resend code' ready again; the
 * step and the code typed stay.
 */
export const ResendRefused: Story = {
  beforeEach: [
    withMockBackend(),
    refuseWith('repaymentCommit', 800010, 'Too many codes today'),
    answerWith('repaymentCommit', { needValid: 1, repayRecordId: 'RR-first' }, { once: true }),
    () => realClock,
  ],
  play: async () => {
    await payWithCard('BPI');
    await userEvent.type(codeField(), '12');
    clockAhead(61_000);
    const resend = await screen.findByRole('button', { name: 'Resend code' }, WAIT);
    await userEvent.click(resend);
    await waitFor(() => expect(toasts()).toEqual(['Too many codes today']), WAIT);
    await expect(sentTo(COMMIT)).toHaveLength(2);
    await waitFor(() => expect(resend).not.toHaveAttribute('aria-busy'), WAIT);
    await expect(resend).toHaveAccessibleName('Resend code');
    await expect(codeField()).toHaveValue('12');
    await expect(screen.getByRole('region', { name: 'SMS verification' })).toBeVisible();
    await userEvent.click(resend);
    await waitFor(() => expect(sentTo(COMMIT)).toHaveLength(3), WAIT);
  },
};

/** A story's `beforeEach`: the SMS step kept for order 9001, BPI, a commit for `amount`. */
const keptStepFor = (amount: number) => () =>
  keepSmsStep(
    () => sessionStorage,
    '9001',
    {
      card: { id: '302', bankName: 'BPI', cardNo: '**** **** 7710', bankCode: 'BPI' },
      recordId: 'RR-kept',
      amount,
    },
    Date.now(),
  );

/**
 * The page comes back (the phone ended the web view while the borrower read the SMS) with the
 * step kept: it asks for the code already sent, for the same record, and starts no payment.
 */
export const SmsStepKeptOverAReload: Story = {
  beforeEach: [withMockBackend(), keptStepFor(545500)],
  play: async () => {
    await screen.findByRole('region', { name: 'SMS verification' }, WAIT);
    await userEvent.type(await screen.findByLabelText('SMS code', {}, WAIT), DEMO_SMS_CODE);
    await userEvent.click(confirmButton());
    await waitFor(() => expect(sentTo(CONFIRM)).toHaveLength(1), WAIT);
    await nothingSentTo(COMMIT);
    await waitFor(
      () => expect(requestsTo(CONFIRM)[0]?.body.repaymentRecordId).toBe('RR-kept'),
      WAIT,
    );
    // The mock never made that record: its refusal ends the story, not the next one.
    await waitFor(() => expect(toasts()).toEqual(['Repayment record not found']), WAIT);
  },
};

/**
 * The page opened again for the same order but another amount (a partial payment) while a step
 * was kept: the code sent for the earlier commit would confirm that amount, not the one shown, so
 * the cards show and Pay now commits the new amount.
 */
export const SmsStepKeptForAnotherAmount: Story = {
  args: { url: '/paymentWay?orderId=9001&amount=100000' },
  beforeEach: [withMockBackend(), keptStepFor(545500)],
  play: async () => {
    await payWithCard('BPI');
    await waitFor(() => expect(requestsTo(COMMIT)[0]?.body.amount).toBe(100000), WAIT);
    await nothingSentTo(CONFIRM);
  },
};

/** Confirms `code` once the SMS step is up; the borrower stays on the step. */
async function confirmRefused(code: string, confirmsSent = () => requestsTo(CONFIRM).length) {
  await payWithCard('BPI');
  await userEvent.type(codeField(), code);
  await userEvent.dblClick(confirmButton());
  await waitFor(() => expect(toasts()).toHaveLength(1), WAIT);
  await expect(confirmsSent()).toBe(1);
  await expect(screen.getByRole('region', { name: 'SMS verification' })).toBeVisible();
  await expect(navigations).toEqual([]);
  await waitFor(() => expect(confirmButton()).not.toHaveAttribute('aria-busy'), WAIT);
}

/** 800006: 'validation code error', toasted once, and under the field until the code changes. */
export const Confirm800006: Story = {
  beforeEach: withMockBackend('code-800006'),
  play: async () => {
    await confirmRefused(DEMO_SMS_CODE);
    await expect(toasts()).toEqual(['validation code error']);
    await expect(codeField()).toHaveAccessibleDescription(/validation code error/);
    await expect(codeField()).toHaveFocus();
    await userEvent.type(codeField(), '{Backspace}');
    await expect(codeField()).not.toHaveAttribute('aria-invalid');
  },
};

/** The mock's own check: a wrong code is 800006 as well. */
export const WrongCodeFromTheMock: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    await confirmRefused('654321');
    await expect(toasts()).toEqual(['validation code error']);
    await expect(requestsTo(CONFIRM)[0]?.body).toMatchObject({ verifyCode: '654321' });
  },
};

/**
 * A new code after a refused one: the resend empties the field and takes the refusal away, so
 * the new code (pasted, or from the keyboard's suggestion) goes in whole and is the one sent.
 */
export const NewCodeAfterARefusal: Story = {
  beforeEach: [withMockBackend(), () => realClock],
  play: async () => {
    await confirmRefused('654321');
    clockAhead(61_000);
    await userEvent.click(await screen.findByRole('button', { name: 'Resend code' }, WAIT));
    await waitFor(() => expect(codeField()).toHaveValue(''), WAIT);
    await expect(codeField()).not.toHaveAttribute('aria-invalid');
    await userEvent.click(codeField());
    await userEvent.paste(DEMO_SMS_CODE);
    await userEvent.click(confirmButton());
    await expect(await currentRoute()).toBe(ORDER_PAGE);
    await expect(requestsTo(CONFIRM).map((sent) => sent.body.verifyCode)).toEqual([
      '654321',
      DEMO_SMS_CODE,
    ]);
  },
};

/**
 * 800005: 'do not submit duplicate payment request', toasted once. The payment is already in (a
 * Confirm whose answer was lost, tapped again), so the order page shows it, in this page's place:
 * staying would offer Resend, which starts another payment.
 */
export const Confirm800005: Story = {
  beforeEach: withMockBackend('code-800005'),
  play: async () => {
    await payWithCard('BPI');
    await userEvent.type(codeField(), DEMO_SMS_CODE);
    await userEvent.dblClick(confirmButton());
    await expect(await currentRoute()).toBe(ORDER_PAGE);
    await expect(toasts()).toEqual(['do not submit duplicate payment request']);
    await expect(requestsTo(CONFIRM)).toHaveLength(1);
    await expect(navigations).toEqual([{ to: ORDER_PAGE, replace: true }]);
  },
};

/** Any other code: the server's message, toasted once. */
export const ConfirmOtherCode: Story = {
  beforeEach: [
    withMockBackend(),
    refuseWith('repaymentConfirm', 800001, 'Repayment record not found'),
  ],
  play: async () => {
    await confirmRefused(DEMO_SMS_CODE, () => sentTo(CONFIRM).length);
    await expect(toasts()).toEqual(['Repayment record not found']);
  },
};

/** A commit that needs no code (needValid 0) is paid: the order page, and a word that it is sent. */
export const NoVerificationGoesToOrder: Story = {
  beforeEach: withMockBackend('repayment-no-verify'),
  play: async () => {
    await userEvent.click(await screen.findByRole('radio', { name: /BDO Unibank/ }, WAIT));
    await userEvent.dblClick(await payButton());
    await expect(await currentRoute()).toBe(ORDER_PAGE);
    await expect(toasts()).toEqual([PAID]);
    await expect(requestsTo(COMMIT)).toHaveLength(1);
    await nothingSentTo(CONFIRM);
  },
};

/** A commit that needs no code may send no record: the payment is in, so the order page. */
export const NoVerificationWithoutRecord: Story = {
  beforeEach: [
    withMockBackend('repayment-no-verify'),
    answerWith('repaymentCommit', { needValid: 0, repayRecordId: null }),
  ],
  play: async () => {
    await userEvent.click(await screen.findByRole('radio', { name: /BDO Unibank/ }, WAIT));
    await userEvent.click(await payButton());
    await expect(await currentRoute()).toBe(ORDER_PAGE);
    await expect(sentTo(COMMIT)).toHaveLength(1);
    await expect(toasts()).toEqual([PAID]);
  },
};

/** An SMS step asked without the record its code confirms: unreadable, and nothing is paid yet. */
export const VerificationWithoutRecord: Story = {
  beforeEach: [
    withMockBackend(),
    answerWith('repaymentCommit', { needValid: 1, repayRecordId: null }),
  ],
  play: async () => {
    await userEvent.click(await screen.findByRole('radio', { name: /BDO Unibank/ }, WAIT));
    await userEvent.click(await payButton());
    await waitFor(
      () => expect(toasts()).toEqual(['The server sent an answer this app cannot read.']),
      WAIT,
    );
    await expect(screen.queryByRole('heading', { name: 'SMS verification' })).toBeNull();
    await expect(await payButton()).not.toHaveAttribute('aria-busy');
    await expect(navigations).toEqual([]);
  },
};

/**
 * The commit reaches the server but its answer is lost (the card may be charged at commit): Pay is
 * not offered again; the order page, which shows whether it went through, takes this one's place.
 */
export const LostCommitAnswerGoesToTheOrder: Story = {
  beforeEach: [
    withMockBackend('repayment-no-verify'),
    (context) => answerInStory(context, 'repaymentCommit', () => HttpResponse.error()),
  ],
  play: async () => {
    await userEvent.click(await screen.findByRole('radio', { name: /BDO Unibank/ }, WAIT));
    await userEvent.click(await payButton());
    await expect(await currentRoute()).toBe(ORDER_PAGE);
    await expect(toasts()).toContain(
      'We could not confirm the payment. Your order page shows whether it went through.',
    );
    await expect(navigations).toEqual([{ to: ORDER_PAGE, replace: true }]);
    await expect(sentTo(COMMIT)).toHaveLength(1);
  },
};

/**
 * A 5xx the server words in its envelope may still have charged the card, so the order page takes
 * this one's place as above; the server's words stay in what the borrower reads last.
 */
export const WordedCommitFailureGoesToTheOrder: Story = {
  beforeEach: [
    withMockBackend('repayment-no-verify'),
    (context) =>
      answerInStory(context, 'repaymentCommit', () =>
        HttpResponse.json(
          { code: 7001, message: 'Card expired. Please use another card.', data: null },
          { status: 500 },
        ),
      ),
  ],
  play: async () => {
    await userEvent.click(await screen.findByRole('radio', { name: /BDO Unibank/ }, WAIT));
    await userEvent.click(await payButton());
    await expect(await currentRoute()).toBe(ORDER_PAGE);
    await expect(toasts().at(-1)).toBe(
      'Card expired. Please use another card. We could not confirm the payment. Your order page shows whether it went through.',
    );
    await expect(sentTo(COMMIT)).toHaveLength(1);
  },
};

/** The phone's back on the SMS step does what the nav bar's Back does: the cards again. */
export const NativeBackFromVerification: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    await payWithCard('BPI');
    await expect(window.onNativeBack?.()).toBe(true);
    await expect(await screen.findByRole('radio', { name: /BPI/ }, WAIT)).toBeChecked();
    await expect(navigations).toEqual([]);
    await expect(bridgeCalls).toEqual([]);
  },
};

/** Back from the SMS step returns to the cards, still on this page. */
export const BackFromVerification: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    await payWithCard('BPI');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expect(await screen.findByRole('radio', { name: /BPI/ }, WAIT)).toBeChecked();
    await expect(navigations).toEqual([]);
  },
};

const CASHIER = `${window.location.origin}/cashier/huichao?order=9001`;

/** The alipay-type channel: `repayment-huichao` (userId, orderId, amount), then its url. */
export const AlipayFollowsUrl: Story = {
  beforeEach: [
    withMockBackend('repayment-alipay'),
    answerWith('repaymentHuichao', { url: CASHIER }),
  ],
  play: async () => {
    await userEvent.click(await screen.findByRole('radio', { name: /Online payment/ }, WAIT));
    await userEvent.dblClick(await payButton());
    await expect(await currentRoute()).toBe('/cashier/huichao?order=9001');
    await nothingSentTo(COMMIT);
    await expect(toasts()).toEqual([]);
  },
};

/**
 * The alipay-type channel's page opened in its app and this page stayed: back on it, 'Pay now'
 * works again instead of staying busy.
 */
export const AlipayPayAgainAfterTheApp: Story = {
  beforeEach: [
    withMockBackend('repayment-alipay'),
    answerWith('repaymentHuichao', { url: 'https://pay.example/cashier/9001' }),
    allowHost('pay.example'),
  ],
  play: async () => {
    await userEvent.click(await screen.findByRole('radio', { name: /Online payment/ }, WAIT));
    const pay = await payButton();
    await userEvent.click(pay);
    await waitFor(() => expect(pagesLeftFor).toHaveLength(1), WAIT);
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await leaveAndReturn();
    await waitFor(() => expect(pay).not.toHaveAttribute('aria-busy'), WAIT);
    await userEvent.click(pay);
    await waitFor(() => expect(pagesLeftFor).toHaveLength(2), WAIT);
    await expect(pagesLeftFor[1]).toEqual({
      url: 'https://pay.example/cashier/9001',
      replace: false,
    });
  },
};

/** The request itself, on the mock backend, sent once; its in-app url (back to the order) is followed. */
export const AlipayRequest: Story = {
  beforeEach: withMockBackend('repayment-alipay'),
  play: async () => {
    await userEvent.click(await screen.findByRole('radio', { name: /Online payment/ }, WAIT));
    await userEvent.dblClick(await payButton());
    await expect(await currentRoute()).toBe('/loanDetail?orderId=9001&from=huichao');
    await expect(toasts()).toEqual([]);
    await expect(requestsTo(HUICHAO)).toHaveLength(1);
    await expect(requestsTo(HUICHAO)[0]?.body).toEqual({
      userId: '10001',
      orderId: '9001',
      amount: 545500,
    });
    await expect(pagesLeftFor).toEqual([]);
  },
};

/** A hostile url is refused; the page stays and can pay again. */
export const AlipayHostileUrlNotFollowed: Story = {
  beforeEach: [
    withMockBackend('repayment-alipay'),
    answerWith('repaymentHuichao', { url: 'javascript:alert(document.domain)' }),
  ],
  play: async () => {
    await userEvent.click(await screen.findByRole('radio', { name: /Online payment/ }, WAIT));
    const pay = await payButton();
    await userEvent.click(pay);
    await waitFor(() => expect(toasts()).toEqual(['This link is not allowed.']), WAIT);
    await expect(pagesLeftFor).toEqual([]);
    await expect(navigations).toEqual([]);
    await waitFor(() => expect(pay).not.toHaveAttribute('aria-busy'), WAIT);
  },
};

export const AddCardGoesToBindBank: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add a card' }, WAIT));
    await expect(await currentRoute()).toBe('/bindBank?source=paymentWay');
  },
};

const heldCommit = heldAnswer('repaymentCommit', { needValid: 0, repayRecordId: 'RR1' });

/**
 * While the payment is on its way, 'Add a card' and Back, the page's or the phone's, wait for it:
 * left meanwhile, the payment would land unseen, and the cards back again would offer Pay a second time.
 */
export const LeavingWaitsForThePayment: Story = {
  beforeEach: [withMockBackend('repayment-no-verify'), heldCommit.beforeEach],
  play: async () => {
    await userEvent.click(await screen.findByRole('radio', { name: /BDO Unibank/ }, WAIT));
    await userEvent.click(await payButton());
    await waitFor(() => expect(sentTo(COMMIT)).toHaveLength(1), WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expect(window.onNativeBack?.()).toBe(true);
    await painted();
    await expect(navigations).toEqual([]);
    await expect(bridgeCalls).toEqual([]);
    heldCommit.release();
    await expect(await currentRoute()).toBe(ORDER_PAGE);
    await expect(navigations).toEqual([{ to: ORDER_PAGE, replace: true }]);
  },
};

/** No card: the empty state's 'Add a card', no Pay button. */
export const EmptyCards: Story = {
  beforeEach: withMockBackend('empty-lists'),
  play: async () => {
    await screen.findByText('No bank card yet', {}, WAIT);
    await expect(screen.queryByRole('button', { name: /Pay now/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    await expect(await currentRoute()).toBe('/bindBank?source=paymentWay');
  },
};

/** No amount in the query: the message, and no way to pay. */
export const NoAmountInQuery: Story = {
  args: { url: '/paymentWay?orderId=9001&amount=12.5' },
  beforeEach: withMockBackend(),
  play: async () => {
    await screen.findByText(/The amount to pay is missing or not valid/, {}, WAIT);
    await expect(screen.queryByRole('button', { name: /Pay now/ })).toBeNull();
    await nothingSentTo(COMMIT);
  },
};

/** The rupee when the session's `currencyType` is 1. */
export const Rupee: Story = {
  beforeEach: withMockBackend('default', { currencyType: '1' }),
  play: async () => {
    const amount = await screen.findByRole('region', { name: 'Amount to pay' }, WAIT);
    await expect(amount).toHaveTextContent('₹5.455,00');
  },
};

/** A failed card list with no message: 'failed to query card list', and a retry. */
export const CardListFailedWithoutMessage: Story = {
  beforeEach: [withMockBackend(), refuseWith('repaymentWay', 10001, '')],
  play: async () => {
    const alert = await screen.findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent('failed to query card list');
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: withMockBackend('slow'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

const failures = loadFailureStories(WAY);

/** A failed card list shows the server's message; Try again asks once more. */
export const ServerError: Story = failures.ServerError;
export const MalformedAnswer: Story = failures.MalformedAnswer;
export const GatewayFailure: Story = failures.GatewayFailure;
export const NetworkFailure: Story = failures.NetworkFailure;

/** Hostile answers: the bank names show as literal text; the hostile url is not followed. */
export const Hostile: Story = {
  beforeEach: withHostileBackend,
  play: async () => {
    await expectShownAsText('repaymentWay', ['bankCards[].bankName']);
    await expect(requestsTo(WAY)).toHaveLength(1);
    await expectNothingHostileHappened();
  },
};
