import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  expectNothingHostileHappened,
  expectShownAsText,
  withHostileBackend,
} from '../../../dev/storybook/hostile.ts';
import { navigations } from '../../../dev/storybook/journals.ts';
import { loadFailureStories, requestsTo, WAIT } from '../../../dev/storybook/loadFailures.ts';
import { withMockBackend } from '../../../dev/storybook/mockBackend.ts';
import { layerReady, PICKER } from '../shared/storyData.ts';
import {
  currentRoute,
  freshStart,
  openPaymentMethod,
  savedRepaymentInfo,
  toastMessage,
  VCODE,
  WiredRepayScreen,
} from '../shared/wiredStory.tsx';
import RepayDelayPage from './RepayDelayPage.tsx';

function WiredRepayDelay({ url }: { url: string }) {
  return (
    <WiredRepayScreen path="/repayDelay" url={url}>
      <RepayDelayPage />
    </WiredRepayScreen>
  );
}

const meta = {
  title: 'Screens/Repay/Rollover (wired)',
  component: WiredRepayDelay,
  args: { url: '/repayDelay' },
  parameters: { layout: 'fullscreen' },
  beforeEach: freshStart,
} satisfies Meta<typeof WiredRepayDelay>;

export default meta;
type Story = StoryObj<typeof meta>;

const DETAIL = '/said/catalysts';

/** Must show: the rollover sends isDelay=1 and the delay amount with the picked channel. */
export const PayWithTheSecondChannel: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    await openPaymentMethod();
    await expect(requestsTo(DETAIL)).toHaveLength(1);
    await expect(requestsTo(DETAIL)[0]?.body).toEqual({ orderId: '9001', productId: '7' });
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
      amount: 136400,
      isDelay: 1,
      channelNumber: '90007',
    });
    await expect(route).toMatch(/^\/repaymentOfCode\?showType=1&payCode=\d+&repayAmount=136400$/);
    await expect(navigations).toEqual([{ to: route, replace: false }]);
  },
};

/** The pay-code box leaves defDetail and delayInfo (no repayAmount) for `/repaymentOfCode2`. */
export const PayCodeBoxOpensTheCodeScreen: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /GCash pay code/ }, WAIT));
    await expect(await currentRoute()).toBe('/repaymentOfCode2');
    const info = savedRepaymentInfo();
    await expect(info).toMatchObject({
      delayInfo: { delayAmount: 136400, title: 'Extend by 7 days' },
      defDetail: { payCode: '7788 1234 5566', title: 'GCash pay code' },
    });
    await expect(info?.repayAmount).toBeUndefined();
  },
};

/** scanToPay opens the barcode of the pay code, and closes. */
export const ScanToPay: Story = {
  beforeEach: withMockBackend(),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Scan to pay' }, WAIT));
    const dialog = await layerReady('Scan to pay');
    await waitFor(
      () =>
        expect(
          within(dialog).getByRole('img', { name: 'Barcode of pay code 778812345566' }).tagName,
        ).toBe('svg'),
      { timeout: 10_000 },
    );
    await expect(within(dialog).getByText('778812345566')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    await expect(requestsTo(VCODE)).toEqual([]);
  },
};

export const WithoutPayCode: Story = {
  beforeEach: withMockBackend('repay-without-paycode'),
  play: async () => {
    await screen.findByRole('button', { name: 'Payment Method' }, WAIT);
    await expect(screen.queryByRole('button', { name: /pay code/ })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Scan to pay' })).toBeNull();
  },
};

export const EmptyChannels: Story = {
  beforeEach: withMockBackend('empty-lists'),
  play: async () => {
    await expect(
      await screen.findByText(/No payment method is available right now/, {}, WAIT),
    ).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Payment Method' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: withMockBackend('slow'),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Rollover repayment' }),
    ).toBeVisible();
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
  },
};

const failures = loadFailureStories(DETAIL);

export const ServerError: Story = failures.ServerError;
export const MalformedAnswer: Story = failures.MalformedAnswer;
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
    await openPaymentMethod();
    const sheet = await layerReady(PICKER);
    await expectShownAsText('catalysts', ['repayList[].name']);
    await userEvent.click(within(sheet).getAllByRole('radio')[1] as HTMLElement);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Payment' }));
    await waitFor(() => expect(toastMessage()).toBe('This link is not allowed.'), WAIT);
    await expect(requestsTo(VCODE)).toHaveLength(1);
    await expect(requestsTo(VCODE)[0]?.body).toMatchObject({ isDelay: 1, channelNumber: '90007' });
    await expectNothingHostileHappened();
  },
};
