import { toast } from '@hiram/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent } from 'storybook/test';
import {
  expectNothingHostileHappened,
  withHostileBackend,
} from '../../../dev/storybook/hostile.ts';
import { bridgeCalls, navigations } from '../../../dev/storybook/journals.ts';
import { WAIT } from '../../../dev/storybook/loadFailures.ts';
import { withMockBackend } from '../../../dev/storybook/mockBackend.ts';
import { hostilePayloads, hostileUrls } from '../../../link/hostileCorpus.ts';
import { defDetail } from '../../../mocks/repay/fixtures.ts';
import {
  apiCopies,
  COPIED_CODE,
  fallbackCopies,
  nothingCopies,
  pageCopiesThroughTheFallback,
  pageCopiesWithTheApi,
  pageCopyFails,
} from '../shared/copyPlays.ts';
import { REPAYMENT_INFO_KEY } from '../shared/repaymentInfo.ts';
import { currentRoute, wiredPage } from '../shared/wiredStory.tsx';
import PayByCodePage from './PayByCodePage.tsx';
import { installmentInfo, rolloverInfo, storyOwner } from './storyInfo.ts';

const WiredPayByCode = wiredPage('/repaymentOfCode2', PayByCodePage);

/** A story's `beforeEach`: the repay screen left `value` in local storage (text as is). */
const saved = (value: unknown) => () => {
  localStorage.setItem(
    REPAYMENT_INFO_KEY,
    typeof value === 'string' ? value : JSON.stringify(value),
  );
};

const meta = {
  title: 'Screens/Repay/Pay by code (wired)',
  component: WiredPayByCode,
  args: { url: '/repaymentOfCode2' },
  parameters: { layout: 'fullscreen' },
  beforeEach: (context: StoryContext) => {
    withMockBackend()(context);
    const forget = () => {
      localStorage.removeItem(REPAYMENT_INFO_KEY);
      sessionStorage.removeItem(REPAYMENT_INFO_KEY);
      toast.hide();
    };
    forget();
    return forget;
  },
} satisfies Meta<typeof WiredPayByCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opened with a code in its query (spec: the page's alternate views), it shows that code, not an
 * older one left in storage: `/repaymentOfCode`, which reads the query, takes its place.
 */
export const CodeInTheQuery: Story = {
  args: { url: '/repaymentOfCode2?showType=1&payCode=PJJ123C&repayAmount=150000' },
  beforeEach: saved(installmentInfo),
  play: async () => {
    await expect(await currentRoute()).toBe(
      '/repaymentOfCode?showType=1&payCode=PJJ123C&repayAmount=150000',
    );
    await expect(navigations).toEqual([
      { to: '/repaymentOfCode?showType=1&payCode=PJJ123C&repayAmount=150000', replace: true },
    ]);
  },
};

const CODE = '7788 1234 5566';
const codeCard = () => screen.findByRole('button', { name: new RegExp(CODE) }, WAIT);

/** Tapping the card puts the code on the clipboard and toasts 'copy success'; nothing is sent. */
export const CopiesTheCode: Story = {
  beforeEach: [saved(installmentInfo), apiCopies],
  play: pageCopiesWithTheApi(CODE, COPIED_CODE, '₱5.455,00'),
};

/** The web view refuses the Clipboard API: the fallback copies, the same toast. */
export const CopiesThroughTheFallback: Story = {
  beforeEach: [saved(installmentInfo), fallbackCopies],
  play: pageCopiesThroughTheFallback(CODE, COPIED_CODE),
};

/** Both ways refused: a toast says so, rather than a false 'copy success'. */
export const CopyFails: Story = {
  beforeEach: [saved(installmentInfo), nothingCopies],
  play: pageCopyFails(CODE),
};

/** Saved by the rollover screen: the delay amount is the total. */
export const Rollover: Story = {
  beforeEach: saved(rolloverInfo),
  play: async ({ canvas }) => {
    await codeCard();
    await expect(canvas.getByRole('region', { name: 'Amount to pay' })).toHaveTextContent(
      '₱1.364,00',
    );
  },
};

/**
 * Two tabs: this one saved the rollover's code, another the installment's after it. This tab
 * shows its own, not the one saved last.
 */
export const ThisTabsOwnCode: Story = {
  beforeEach: () => {
    sessionStorage.setItem(REPAYMENT_INFO_KEY, JSON.stringify(rolloverInfo));
    saved(installmentInfo)();
  },
  play: async ({ canvas }) => {
    await codeCard();
    await expect(canvas.getByRole('region', { name: 'Amount to pay' })).toHaveTextContent(
      '₱1.364,00',
    );
  },
};

/** The session's currency flag 1: the rupee sign. */
export const Rupee: Story = {
  beforeEach: (context) => {
    withMockBackend('default', { currencyType: '1' })(context);
    saved(installmentInfo)();
  },
  play: async ({ canvas }) => {
    await codeCard();
    await expect(canvas.getByRole('region', { name: 'Amount to pay' })).toHaveTextContent(
      '₹5.455,00',
    );
  },
};

/** Nothing saved: the message, and 'Go to my order' opens the order page. */
export const MissingInfo: Story = {
  play: async () => {
    await screen.findByText('No pay code to show', {}, WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Go to my order' }));
    await expect(navigations).toEqual([
      { to: '/loanDetail?orderId=9001&productId=7', replace: false },
    ]);
  },
};

/**
 * Local storage is shared by every tab and outlives the page: a code another tab saved for
 * another order, or one saved for the phone's previous borrower, is not this page's to show.
 */
export const AnotherOrdersCode: Story = {
  beforeEach: saved({ ...installmentInfo, owner: { ...storyOwner, orderId: '9002' } }),
  play: async () => {
    await screen.findByText('No pay code to show', {}, WAIT);
    await expect(screen.queryByText('7788 1234 5566')).toBeNull();
  },
};

export const AnotherBorrowersCode: Story = {
  beforeEach: saved({ ...installmentInfo, owner: { ...storyOwner, userId: '20002' } }),
  play: async () => {
    await screen.findByText('No pay code to show', {}, WAIT);
    await expect(screen.queryByText('7788 1234 5566')).toBeNull();
  },
};

/** A value that is not section 3's shape: the message, no crash. */
export const BrokenInfo: Story = {
  beforeEach: saved({ defDetail: { payCode: 42 }, repayAmount: 'a lot' }),
  play: async () => {
    await screen.findByText('The payment details could not be read', {}, WAIT);
    await expect(screen.getByRole('button', { name: 'Go to my order' })).toBeVisible();
    await expect(screen.queryByText('Amount to pay')).toBeNull();
  },
};

/** Opened first in the web view: Back closes it (a plain browser goes back instead). */
export const BackClosesTheWebView: Story = {
  beforeEach: () => {
    saved(installmentInfo)();
    // The browser fallback would take the test page itself back.
    spyOn(window.history, 'back').mockImplementation(() => {});
  },
  play: async () => {
    await codeCard();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expect(bridgeCalls).toEqual([{ action: 'closeWebView' }]);
    await expect(window.history.back).toHaveBeenCalledTimes(1);
  },
};

const [SCRIPT = '', IMG = '', SVG = ''] = hostilePayloads;

/**
 * The saved pay code came from the server: markup in it shows as typed, its logo address is
 * refused, and nothing runs, opens or navigates.
 */
export const Hostile: Story = {
  beforeEach: [
    withHostileBackend,
    saved({
      repayAmount: 100,
      owner: storyOwner,
      defDetail: {
        ...defDetail(),
        payCode: SCRIPT,
        title: IMG,
        logo: hostileUrls[0],
        payNotice: { [SVG]: [{ name: IMG, step: [SCRIPT] }] },
      },
    }),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(
      (await canvas.findByRole('button', { name: /Copy$/ }, WAIT)).parentElement,
    ).toHaveTextContent(`${IMG}${SCRIPT}`);
    await expect(canvas.getByRole('heading', { level: 3, name: SVG })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(navigations).toEqual([]);
    await expectNothingHostileHappened();
  },
};
