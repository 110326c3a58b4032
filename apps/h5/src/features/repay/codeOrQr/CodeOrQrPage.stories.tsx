import { toast } from '@hiram/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import {
  expectNothingHostileHappened,
  withHostileBackend,
} from '../../../dev/storybook/hostile.ts';
import { navigations } from '../../../dev/storybook/journals.ts';
import { WAIT } from '../../../dev/storybook/loadFailures.ts';
import { withMockBackend } from '../../../dev/storybook/mockBackend.ts';
import { hostilePayloads, hostileUrls } from '../../../link/hostileCorpus.ts';
import {
  apiCopies,
  COPIED_CODE,
  fallbackCopies,
  nothingCopies,
  pageCopiesThroughTheFallback,
  pageCopiesWithTheApi,
  pageCopyFails,
} from '../shared/copyPlays.ts';
import { wiredPage } from '../shared/wiredStory.tsx';
import CodeOrQrPage from './CodeOrQrPage.tsx';
import { codeOrQrSearch, SAMPLE_QR, STORY_CODE } from './storyQuery.ts';

const WiredCodeOrQr = wiredPage('/repaymentOfCode', CodeOrQrPage);

const at = (values: Record<string, string>) => `/repaymentOfCode${codeOrQrSearch(values)}`;

const meta = {
  title: 'Screens/Repay/Code or QR (wired)',
  component: WiredCodeOrQr,
  args: { url: at({ showType: '1', payCode: STORY_CODE, repayAmount: '545500' }) },
  parameters: { layout: 'fullscreen' },
  beforeEach: (context: StoryContext) => {
    withMockBackend()(context);
    toast.hide();
    return () => toast.hide();
  },
} satisfies Meta<typeof WiredCodeOrQr>;

export default meta;
type Story = StoryObj<typeof meta>;

const codeCard = () => screen.findByRole('button', { name: new RegExp(STORY_CODE) }, WAIT);
const total = () => screen.getByRole('region', { name: 'Amount to pay' });

/** showType=1: the code from the query is copied and 'copy success' toasts; nothing is sent. */
export const CodeCopies: Story = {
  beforeEach: apiCopies,
  play: pageCopiesWithTheApi(STORY_CODE, COPIED_CODE, '₱5.455,00'),
};

/** The Clipboard API refused: the fallback copies the code, the same toast. */
export const CodeCopiesThroughTheFallback: Story = {
  beforeEach: fallbackCopies,
  play: pageCopiesThroughTheFallback(STORY_CODE, COPIED_CODE),
};

export const CodeCopyFails: Story = {
  beforeEach: nothingCopies,
  play: pageCopyFails(STORY_CODE),
};

/** showType=2: the QR image from the query, the amount and the five tips. */
export const Qr: Story = {
  args: { url: at({ showType: '2', payCodeImg: SAMPLE_QR, repayAmount: '545500' }) },
  play: async () => {
    const qr = await screen.findByRole('img', { name: 'QR code to pay ₱5.455,00' }, WAIT);
    await expect(qr).toHaveAttribute('src', SAMPLE_QR);
    const tips = screen.getByRole('region', { name: 'How to pay with the QR code' });
    await expect(within(tips).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** No showType at all is "any other value": the QR view. */
export const NoShowType: Story = {
  args: { url: at({ payCodeImg: SAMPLE_QR, repayAmount: '100' }) },
  play: async () => {
    await expect(
      await screen.findByRole('img', { name: 'QR code to pay ₱1,00' }, WAIT),
    ).toBeVisible();
  },
};

/** currencyType=1 in the page URL: the rupee sign. */
export const RupeeFromTheUrl: Story = {
  args: {
    url: at({ showType: '1', payCode: STORY_CODE, repayAmount: '545500', currencyType: '1' }),
  },
  play: async () => {
    await codeCard();
    await expect(total()).toHaveTextContent('₹5.455,00');
  },
};

/** currencyType=1 kept in the session: the rupee sign too. */
export const RupeeFromTheSession: Story = {
  beforeEach: withMockBackend('default', { currencyType: '1' }),
  play: async () => {
    await codeCard();
    await expect(total()).toHaveTextContent('₹5.455,00');
  },
};

/** A repayAmount that is not whole minor units: "Amount unavailable". */
export const BadAmount: Story = {
  args: { url: at({ showType: '1', payCode: STORY_CODE, repayAmount: '12.5' }) },
  play: async () => {
    await codeCard();
    await expect(total()).toHaveTextContent('Amount unavailable');
  },
};

/** showType=1 without payCode: the message; 'Go to my order' opens the order page. */
export const MissingCode: Story = {
  args: { url: at({ showType: '1', repayAmount: '545500' }) },
  play: async () => {
    await screen.findByText('No pay code', {}, WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Go to my order' }));
    await expect(navigations).toEqual([
      { to: '/loanDetail?orderId=9001&productId=7', replace: false },
    ]);
  },
};

const [SCRIPT = ''] = hostilePayloads;

/** A hostile code is shown as text, and a hostile code view runs nothing. */
export const HostileCode: Story = {
  args: { url: at({ showType: '1', payCode: SCRIPT, repayAmount: '545500' }) },
  beforeEach: withHostileBackend,
  play: async () => {
    await expect(
      (await screen.findByRole('button', { name: /Copy$/ }, WAIT)).parentElement,
    ).toHaveTextContent(SCRIPT);
    await expectNothingHostileHappened();
  },
};

/** A javascript: URL as payCodeImg: never an image src, the QR's failed state (the guard's tests cover the corpus). */
/**
 * A QR drawn into the link itself (an inline picture) is not shown: a link anyone can send must
 * not put its own QR, one that pays someone else, on the lender's page (contract section 6).
 */
export const InlineQrInTheLink: Story = {
  args: {
    url: at({
      showType: '2',
      payCodeImg:
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
      repayAmount: '1250000',
    }),
  },
  play: async () => {
    await screen.findByText('No pay code', {}, WAIT);
    await expect(screen.queryByRole('img', { name: /QR code to pay/ })).toBeNull();
    await expect(document.querySelectorAll('img[src^="data:"]')).toHaveLength(0);
  },
};

export const HostileQrUrls: Story = {
  args: { url: at({ showType: '2', payCodeImg: hostileUrls[0] ?? '', repayAmount: '1' }) },
  beforeEach: withHostileBackend,
  play: async () => {
    await screen.findByText('No pay code', {}, WAIT);
    const sources = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    await expect(sources.filter((src) => src && hostileUrls.includes(src))).toEqual([]);
    await expectNothingHostileHappened();
  },
};
