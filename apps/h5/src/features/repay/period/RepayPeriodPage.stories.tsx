import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { allowHost } from '../../../dev/storybook/allowHost.ts';
import { answerWith, refuseWith } from '../../../dev/storybook/answers.ts';
import { heldAnswer } from '../../../dev/storybook/heldAnswer.ts';
import { expectShownAsText, withHostileBackend } from '../../../dev/storybook/hostile.ts';
import { layerScreenParameters } from '../../../dev/storybook/layerScreen.ts';
import { loadFailureStories, nothingSentTo, WAIT } from '../../../dev/storybook/loadFailures.ts';
import { withMockBackend } from '../../../dev/storybook/mockBackend.ts';
import { installment } from '../../../mocks/repay/fixtures.ts';
import { clipboardStubs } from '../shared/clipboardStubs.ts';
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
  staysWhenClosedWhilePaying,
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
import RepayPeriodPage from './RepayPeriodPage.tsx';

const WiredRepayPeriod = wiredPage('/repayPeriod', RepayPeriodPage);

const meta = {
  title: 'Screens/Repay/Installment (wired)',
  component: WiredRepayPeriod,
  args: { url: '/repayPeriod' },
  parameters: layerScreenParameters,
  beforeEach: freshStart,
} satisfies Meta<typeof WiredRepayPeriod>;

export default meta;
type Story = StoryObj<typeof meta>;

const DETAIL = '/v3/installment/loan-play-detail';
const payMethod = () => screen.findByRole('button', { name: 'Payment Method' }, WAIT);

/**
 * Must show: the second channel picked and paid with, two fast taps, one request carrying its
 * number and the repay amount (no isDelay); the payUrl is followed.
 */
export const PayWithTheSecondChannel: Story = {
  beforeEach: withMockBackend(),
  play: paysWithTheSecondChannel(DETAIL, 545500),
};

/**
 * The pay page opened in the e-wallet's app and this page stayed (a messaging app's browser, a
 * web view handing the link on): back on it, 'Payment' works again instead of staying busy.
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
 * and stays there (before, its payUrl took them on to the code's page).
 */
export const LeftWhilePaying: Story = {
  args: { url: '/repayPeriod', before: ['/loanDetail'] },
  beforeEach: [withMockBackend(), heldPayCode.beforeEach],
  play: staysWhenLeftWhilePaying(heldPayCode),
};

/** The sheet closed while the pay code is on its way: no pay page opens after all. */
export const ClosedWhilePaying: Story = {
  beforeEach: [withMockBackend(), heldPayCode.beforeEach],
  play: staysWhenClosedWhilePaying(heldPayCode),
};

/** The pay code refused: its message, and 'Payment' ready for another try. */
export const PayCodeRefused: Story = {
  beforeEach: [withMockBackend(), refuseWith('generateVcode', 10001, 'Channel unavailable')],
  play: payCodeRefused('Channel unavailable'),
};

/** The page's query names the order when it has one. */
export const OrderFromTheQuery: Story = {
  args: { url: '/repayPeriod?orderId=42&productId=3' },
  beforeEach: withMockBackend(),
  play: paysForTheQuerysOrder(DETAIL, 545500),
};

/**
 * The pay-code box ('Copy & pay') copies the code, saves section 3's repaymentInfo, then opens
 * `/repaymentOfCode2` and says the code was copied.
 */
export const PayCodeBoxOpensTheCodeScreen: Story = {
  beforeEach: [withMockBackend(), () => clipboardStubs.accept()],
  play: async () => {
    await userEvent.click(await payCodeBox());
    // The code's page is opened for this order, and the code saved as this borrower's and order's.
    await expect(await currentRoute()).toBe('/repaymentOfCode2?orderId=9001&productId=7');
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('778812345566');
    await waitFor(() => expect(toastMessage()).toBe('copy success'), WAIT);
    const info = savedRepaymentInfo();
    await expect(info).toMatchObject({
      owner: { userId: '10001', orderId: '9001' },
      repayAmount: 545500,
      defDetail: {
        payCode: '7788 1234 5566',
        title: 'GCash pay code',
        logo: '/mock-images/gcash.svg',
      },
    });
    await expect(Object.keys(info?.defDetail.payNotice ?? {})).toEqual([
      'E-wallet',
      'Over the counter',
    ]);
    await expect(info?.delayInfo).toBeUndefined();
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

export const WithoutPayCode: Story = {
  beforeEach: withMockBackend('repay-without-paycode'),
  play: async () => {
    await payMethod();
    await expect(screen.queryByRole('button', { name: /pay code/ })).toBeNull();
    await expect(screen.queryByRole('heading', { name: 'Your pay code' })).toBeNull();
  },
};

/** No channel: the message instead of a button; nothing can be sent. */
export const EmptyChannels: Story = {
  beforeEach: withMockBackend('empty-lists'),
  play: showsNoChannel,
};

export const Loading: Story = {
  beforeEach: withMockBackend('slow'),
  play: loadsUnder('Repayment'),
};

/** Back from paying in another app, the screen shows the server's new answer. */
export const FreshOnReturn: Story = {
  beforeEach: [
    withMockBackend(),
    answerWith('loanPlayDetail', { ...installment(), noticeMsg: PAID_NOTICE }),
    answerWith('loanPlayDetail', installment(), { once: true }),
  ],
  play: freshOnReturn(String(installment().noticeMsg)),
};

const failures = loadFailureStories(DETAIL);

export const ServerError: Story = failures.ServerError;
export const MalformedAnswer: Story = failures.MalformedAnswer;
export const GatewayFailure: Story = failures.GatewayFailure;
export const NetworkFailure: Story = failures.NetworkFailure;

/**
 * Hostile answers: every text shows as literal text (rows unfolded, channels in the popup), the
 * hostile payUrl is refused with a toast and nothing runs, opens or navigates.
 */
export const Hostile: Story = {
  beforeEach: withHostileBackend,
  play: async () => {
    const rows = await screen.findByRole('region', { name: 'Repayment details' }, WAIT);
    await userEvent.click(within(rows).getByRole('button', { name: 'more' }));
    await expectShownAsText('loanPlayDetail', [
      'productName',
      'noticeMsg',
      'detail[].text',
      'detail[].value',
      'defDetail.title',
    ]);
    await paysHostileChannel('loanPlayDetail', { channelNumber: '90007' });
  },
};
