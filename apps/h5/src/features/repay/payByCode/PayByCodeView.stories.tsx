import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HOSTILE_MARKER, hostilePayloads, hostileUrls } from '../../../link/hostileCorpus.ts';
import { defDetail } from '../../../mocks/repay/fixtures.ts';
import {
  apiCopies,
  COPIED_CODE,
  fallbackCopies,
  nothingCopies,
  viewCopiesThroughTheFallback,
  viewCopiesWithTheApi,
  viewCopyFails,
} from '../shared/copyPlays.ts';
import { PayByCodeView } from './PayByCodeView.tsx';
import { installmentInfo, rolloverInfo, savedContent, storyOwner } from './storyInfo.ts';

const meta = {
  title: 'Screens/Repay/Pay by code',
  component: PayByCodeView,
  args: {
    content: savedContent(installmentInfo),
    currencyFlag: '0',
    onBack: fn(),
    onGoToOrder: fn(),
    onCopy: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PayByCodeView>;

export default meta;
type Story = StoryObj<typeof meta>;

const CODE = '7788 1234 5566';

// Loading and the values it cannot show

/** The prerendered page and the first paint: the title and a skeleton, no code. */
export const Loading: Story = {
  args: { content: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    const label = canvas.getByText('Loading…');
    await expect(label.closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('button', { name: /Copy/ })).toBeNull();
  },
};

/** Nothing saved: what happened, and the way to the order. */
export const MissingInfo: Story = {
  args: { content: savedContent(undefined) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('No pay code to show')).toBeVisible();
    await expect(canvas.getByText(/Open the repayment page of your order/)).toBeVisible();
    await expect(canvas.queryByText('Amount to pay')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to my order' }));
    await expect(args.onGoToOrder).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Saved but unreadable (not section 3's shape): a message, never a crash. */
export const BrokenInfo: Story = {
  args: { content: savedContent('{"defDetail":{"payCode":') },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('The payment details could not be read')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: new RegExp(CODE) })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to my order' }));
    await expect(args.onGoToOrder).toHaveBeenCalledTimes(1);
  },
};

// The code, the total and the instructions

/** An installment: the note, the provider's card, repayAmount as the total, steps per channel. */
export const WithRepayAmount: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Keep your deposit slip or receipt/)).toBeVisible();
    const card = canvas.getByRole('button', { name: /^GCash pay code\s*7788 1234 5566\s*Copy$/ })
      .parentElement as HTMLElement;
    await expect(card.querySelector('img')).toHaveAttribute('src', defDetail().logo);
    const total = canvas.getByRole('region', { name: 'Amount to pay' });
    await expect(total).toHaveTextContent('₱5.455,00');
    const steps = canvas.getByRole('region', { name: 'How to pay' });
    await expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['E-wallet', 'Over the counter']);
    await expect(
      within(steps)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['GCash', 'Maya', '7-Eleven']);
    const gcash = within(steps).getByRole('list', { name: 'GCash' });
    await expect(within(gcash).getAllByRole('listitem')).toHaveLength(4);
    await expect(gcash).toHaveTextContent('Open the GCash app and log in.');
  },
};

/** A rollover saves no repayAmount: the total is the delay plan's amount. */
export const WithRolloverAmount: Story = {
  args: { content: savedContent(rolloverInfo) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Amount to pay' })).toHaveTextContent(
      '₱1.364,00',
    );
  },
};

/** Neither amount saved: said plainly, never a made-up zero. */
export const NoAmount: Story = {
  args: { content: savedContent({ defDetail: defDetail(), owner: storyOwner }) },
  play: async ({ canvas }) => {
    const total = canvas.getByRole('region', { name: 'Amount to pay' });
    await expect(total).toHaveTextContent('Amount unavailable');
    await expect(total).not.toHaveTextContent('₱');
  },
};

/** The currency flag 1 is the rupee. */
export const Rupee: Story = {
  args: { currencyFlag: '1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Amount to pay' })).toHaveTextContent(
      '₹5.455,00',
    );
  },
};

/** No steps from the server: what to do with the code, not a promise of steps to come. */
export const NoInstructions: Story = {
  args: {
    content: savedContent({ ...installmentInfo, defDetail: { ...defDetail(), payNotice: {} } }),
  },
  play: async ({ canvas }) => {
    const steps = canvas.getByRole('region', { name: 'How to pay' });
    await expect(steps).toHaveTextContent(
      'Give this code at the payment outlet, or enter it in your e-wallet app, and pay the exact amount.',
    );
    await expect(within(steps).queryAllByRole('listitem')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: new RegExp(CODE) })).toBeVisible();
  },
};

// Copying

export const CopySuccess: Story = {
  beforeEach: apiCopies,
  play: viewCopiesWithTheApi(CODE, COPIED_CODE),
};

/** A web view that refuses the Clipboard API: the code is copied through `execCommand`. */
export const CopyViaFallback: Story = {
  beforeEach: fallbackCopies,
  play: viewCopiesThroughTheFallback(CODE, COPIED_CODE),
};

export const CopyFailed: Story = {
  beforeEach: nothingCopies,
  play: viewCopyFails(CODE),
};

// Hostile values

const [SCRIPT = '', IMG = '', SVG = ''] = hostilePayloads;

/** Saved values are text: markup shows as typed, a hostile logo is never loaded. */
export const HostileValuesAreText: Story = {
  args: {
    content: savedContent({
      repayAmount: 100,
      owner: storyOwner,
      defDetail: {
        payCode: SCRIPT,
        title: IMG,
        logo: hostileUrls[0],
        payNotice: { [SVG]: [{ name: IMG, step: [SCRIPT] }] },
      },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /Copy$/ }).parentElement).toHaveTextContent(
      `${IMG}${SCRIPT}`,
    );
    await expect(canvas.getByRole('heading', { level: 3, name: SVG })).toBeVisible();
    await expect(canvas.getByRole('listitem')).toHaveTextContent(SCRIPT);
    await expect(canvasElement.querySelector('img, script, svg[onload]')).toBeNull();
    await expect(Reflect.get(window, HOSTILE_MARKER)).toBeUndefined();
  },
};

/** The screen's own text pack follows the locale. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '应还金额' })).toHaveTextContent('₱5.455,00');
    await expect(canvas.getByText('请保留存款单或收据作为付款凭证。')).toBeVisible();
    await expect(canvas.getByRole('region', { name: '如何付款' })).toBeVisible();
  },
};
