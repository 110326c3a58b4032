import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { allowHost } from '../../../dev/storybook/allowHost.ts';
import { answerWith, refuseWith } from '../../../dev/storybook/answers.ts';
import { heldAnswer } from '../../../dev/storybook/heldAnswer.ts';
import { expectShownAsText, withHostileBackend } from '../../../dev/storybook/hostile.ts';
import { layerScreenParameters } from '../../../dev/storybook/layerScreen.ts';
import { loadFailureStories, nothingSentTo, WAIT } from '../../../dev/storybook/loadFailures.ts';
import { withMockBackend } from '../../../dev/storybook/mockBackend.ts';
import { rollover } from '../../../mocks/repay/fixtures.ts';
import { clipboardStubs } from '../shared/clipboardStubs.ts';
import { layerReady } from '../shared/storyData.ts';
import {
  freshOnReturn,
  helpOpensTheInstructions,
  keepsThePayCodeWhenStorageIsFull,
  loadsUnder,
  PAID_NOTICE,
  payCodeBox,
  payCodeRefused,
  paysAgainAfterTheWalletApp,
  paysForTheQuerysOrder,
  paysHostileChannel,
  paysWithTheSecondChannel,
  showsNoChannel,
  staysWhenLeftWhilePaying,
} from '../shared/wiredPlays.ts';
import {
  currentRoute,
  freshStart,
  savedRepaymentInfo,
  toastMessage,
  VCODE,
  wiredPage,
  withFullStorage,
} from '../shared/wiredStory.tsx';
import payment from '../text/payment/en.ts';
import RepayDelayPage from './RepayDelayPage.tsx';

const WiredRepayDelay = wiredPage('/repayDelay', RepayDelayPage);

const meta = {
  title: 'Screens/Repay/Rollover (wired)',
  component: WiredRepayDelay,
  args: { url: '/repayDelay' },
  parameters: layerScreenParameters,
  beforeEach: freshStart,
} satisfies Meta<typeof WiredRepayDelay>;

export default meta;
type Story = StoryObj<typeof meta>;

const DETAIL = '/said/catalysts';

/** Must show: the rollover sends isDelay=1 and the delay amount with the picked channel. */
export const PayWithTheSecondChannel: Story = {
  beforeEach: withMockBackend(),
  play: paysWithTheSecondChannel(DETAIL, 136400, { isDelay: 1 }),
};

/**
 * The pay page opened in the e-wallet's app and this page stayed (a messaging app's browser, a
 * web view handing the link on): back on it, 'Payment' works again instead of staying busy, and
 * asks for a second pay code.
 */
export const PayAgainAfterTheWalletApp: Story = {
  beforeEach: [
    withMockBackend(),
    answerWith('generateVcode', { payUrl: 'https://pay.example/checkout/1' }),
    allowHost('pay.example'),
  ],
  play: paysAgainAfterTheWalletApp('https://pay.example/checkout/1'),
};

const heldPayCode = heldAnswer('generateVcode', {
  payUrl: '/repaymentOfCode?showType=1&payCode=1',
});

/**
 * Back while the pay code is on its way: the borrower is on the order page when the answer comes,
 * and stays there; its payUrl is not followed.
 */
export const LeftWhilePaying: Story = {
  args: { url: '/repayDelay', before: ['/loanDetail'] },
  beforeEach: [withMockBackend(), heldPayCode.beforeEach],
  play: staysWhenLeftWhilePaying(heldPayCode),
};

/** The pay code refused: its message, and 'Payment' ready for another try. */
export const PayCodeRefused: Story = {
  beforeEach: [withMockBackend(), refuseWith('generateVcode', 10001, 'Channel unavailable')],
  play: payCodeRefused('Channel unavailable'),
};

/** The page's query names the order: the rollover is loaded and paid for it, isDelay=1. */
export const OrderFromTheQuery: Story = {
  args: { url: '/repayDelay?orderId=42&productId=3' },
  beforeEach: withMockBackend(),
  play: paysForTheQuerysOrder(DETAIL, 136400, { isDelay: 1 }),
};

/**
 * The pay-code box ('Copy & pay') copies the code, leaves defDetail and delayInfo (no
 * repayAmount) for `/repaymentOfCode2`, opens it and says the code was copied; nothing is sent.
 */
export const PayCodeBoxOpensTheCodeScreen: Story = {
  beforeEach: [withMockBackend(), () => clipboardStubs.accept()],
  play: async () => {
    const box = await payCodeBox();
    await expect(box).toHaveTextContent(payment['payment.payCode.open']);
    await userEvent.click(box);
    // The code's page is opened for this order, and the code saved as this borrower's and order's.
    await expect(await currentRoute()).toBe('/repaymentOfCode2?orderId=9001&productId=7');
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('778812345566');
    await waitFor(() => expect(toastMessage()).toBe(payment['payment.payCode.copied']), WAIT);
    const info = savedRepaymentInfo();
    await expect(info).toMatchObject({
      owner: { userId: '10001', orderId: '9001' },
      delayInfo: { delayAmount: 136400, title: 'Extend by 91 days' },
      defDetail: { payCode: '7788 1234 5566', title: 'GCash pay code' },
    });
    await expect(info?.repayAmount).toBeUndefined();
    await nothingSentTo(VCODE);
  },
};

/** Storage refuses the info: a clear message and the borrower stays, not sent to a "missing" page. */
export const PayCodeBoxWithFullStorage: Story = {
  beforeEach: [withMockBackend(), withFullStorage],
  play: keepsThePayCodeWhenStorageIsFull,
};

/** The help image opens the payment instructions in the app. */
export const HelpImageOpensInstructions: Story = {
  beforeEach: withMockBackend(),
  play: helpOpensTheInstructions,
};

/** scanToPay opens the barcode of the pay code, and closes. */
export const ScanToPay: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Show barcode' }, WAIT));
    const dialog = await layerReady('Show barcode');
    await waitFor(
      () =>
        expect(
          within(dialog).getByRole('img', { name: 'Barcode of pay code 7788 1234 5566' }).tagName,
        ).toBe('svg'),
      { timeout: 10_000 },
    );
    await expect(within(dialog).getByText('778812345566')).toBeVisible();
    await expect(dialog).toHaveTextContent('pay exactly ₱1.364,00.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    await nothingSentTo(VCODE);
  },
};

export const WithoutPayCode: Story = {
  beforeEach: withMockBackend('repay-without-paycode'),
  play: async () => {
    await screen.findByRole('button', { name: 'Payment Method' }, WAIT);
    await expect(screen.queryByRole('button', { name: /pay code/ })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Show barcode' })).toBeNull();
  },
};

export const EmptyChannels: Story = {
  beforeEach: withMockBackend('empty-lists'),
  play: showsNoChannel,
};

export const Loading: Story = {
  beforeEach: withMockBackend('slow'),
  play: loadsUnder('Rollover repayment'),
};

/** Back from paying in another app, the screen shows the server's new answer. */
export const FreshOnReturn: Story = {
  beforeEach: [
    withMockBackend(),
    answerWith('catalysts', { ...rollover(), noticeMsg: PAID_NOTICE }),
    answerWith('catalysts', rollover(), { once: true }),
  ],
  play: freshOnReturn(String(rollover().noticeMsg)),
};

const failures = loadFailureStories(DETAIL);

export const ServerError: Story = failures.ServerError;
export const MalformedAnswer: Story = failures.MalformedAnswer;
export const GatewayFailure: Story = failures.GatewayFailure;
export const NetworkFailure: Story = failures.NetworkFailure;

/** Hostile answers show as text; the hostile payUrl is refused with a toast; nothing runs. */
export const Hostile: Story = {
  beforeEach: withHostileBackend,
  play: async () => {
    await expectShownAsText('catalysts', [
      'productName',
      'noticeMsg',
      'delayInfo.title',
      'repayPlan[].remark',
      'repayPlan[].title',
      'defDetail.title',
    ]);
    await paysHostileChannel('catalysts', { isDelay: 1, channelNumber: '90007' });
  },
};
