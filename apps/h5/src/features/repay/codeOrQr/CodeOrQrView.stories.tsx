import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HOSTILE_MARKER, hostilePayloads, hostileUrls } from '../../../link/hostileCorpus.ts';
import {
  apiCopies,
  COPIED_CODE,
  fallbackCopies,
  nothingCopies,
  viewCopiesThroughTheFallback,
  viewCopiesWithTheApi,
  viewCopyFails,
} from '../shared/copyPlays.ts';
import { CodeOrQrView } from './CodeOrQrView.tsx';
import { contentFor, SAMPLE_QR, STORY_CODE } from './storyQuery.ts';

const meta = {
  title: 'Screens/Repay/Code or QR',
  component: CodeOrQrView,
  args: {
    content: contentFor({ showType: '1', payCode: STORY_CODE, repayAmount: '545500' }),
    currencyFlag: '0',
    onBack: fn(),
    onGoToOrder: fn(),
    onCopy: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CodeOrQrView>;

export default meta;
type Story = StoryObj<typeof meta>;

const qrOf = (values: Record<string, string>) => contentFor({ showType: '2', ...values });
const QR_FAILED = 'The QR code could not be loaded';
const TIPS = [
  'Open any bank or e-wallet app that accepts QR Ph.',
  'Tap "Scan QR" and point the camera at this code.',
  'Check that the amount and the merchant name are right.',
  'Confirm the payment with your PIN or biometrics.',
  'The code works once and expires, after 30 minutes by default. If it has expired, open the payment again for a new code.',
];

export const Loading: Story = {
  args: { content: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(canvas.getByText('Loading…').closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

// showType 1: the code

/** The drawn channel picture, the code card, how to use it, and the amount. */
export const ShowType1Code: Story = {
  play: async ({ args, canvas }) => {
    const section = canvas.getByRole('region', { name: 'Your pay code' });
    await expect(
      within(section).getByRole('img', { name: /A payment slip with a pay code/ }),
    ).toBeVisible();
    await expect(
      within(section).getByRole('button', { name: /^Pay code\s*7788 1234 5566\s*Copy$/ }),
    ).toBeVisible();
    await expect(section).toHaveTextContent('pay the exact amount');
    await expect(canvas.getByRole('region', { name: 'Amount to pay' })).toHaveTextContent(
      '₱5.455,00',
    );
    await expect(canvas.queryByRole('region', { name: 'Scan to pay' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const CopySuccess: Story = {
  beforeEach: apiCopies,
  play: viewCopiesWithTheApi(STORY_CODE, COPIED_CODE),
};

/** The Clipboard API refused: copied through `execCommand('copy')`. */
export const CopyViaFallback: Story = {
  beforeEach: fallbackCopies,
  play: viewCopiesThroughTheFallback(STORY_CODE, COPIED_CODE),
};

export const CopyFailed: Story = {
  beforeEach: nothingCopies,
  play: viewCopyFails(STORY_CODE),
};

/** showType 1 without a payCode: a message and the way to the order, no empty card. */
export const ShowType1WithoutCode: Story = {
  args: { content: contentFor({ showType: '1', repayAmount: '545500' }) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('No pay code')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Copy$/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to my order' }));
    await expect(args.onGoToOrder).toHaveBeenCalledTimes(1);
  },
};

// Any other showType: the QR image

/** The QR image with the amount in its name, the amount, and the five scan-to-pay tips. */
export const ShowType2Qr: Story = {
  args: { content: qrOf({ payCodeImg: SAMPLE_QR, repayAmount: '545500' }) },
  play: async ({ canvas }) => {
    const qr = await canvas.findByRole('img', { name: 'QR code to pay ₱5.455,00' });
    await expect(qr).toHaveAttribute('src', SAMPLE_QR);
    await waitFor(() => expect(qr).toBeVisible());
    await expect(canvas.getByRole('region', { name: 'Amount to pay' })).toHaveTextContent(
      '₱5.455,00',
    );
    const tips = canvas.getByRole('region', { name: 'How to pay with the QR code' });
    await expect(
      within(tips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(TIPS);
    await expect(canvas.queryByRole('button', { name: /Copy$/ })).toBeNull();
  },
};

/** Neither 1 nor 2 is still the QR view. */
export const OtherShowType: Story = {
  args: { content: contentFor({ showType: '7', payCodeImg: SAMPLE_QR, repayAmount: '100' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'QR code to pay ₱1,00' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};

/** An allowed URL that does not load: the QR's failed state, and Retry asks for it again. */
export const QrFailedToLoad: Story = {
  args: { content: qrOf({ payCodeImg: '/mock-images/no-such-qr.png', repayAmount: '545500' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(QR_FAILED, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /QR code to pay/ })).toBeNull();
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    // Asked again, it fails again: the failed state stays, its Retry ready once more.
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
    await expect(canvas.getByText(QR_FAILED)).toBeVisible();
  },
};

/** No payCodeImg at all: no QR to scan, so no tips to scan it, and the way back to the order. */
export const QrMissing: Story = {
  args: { content: qrOf({ repayAmount: '545500' }) },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText('No pay code')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'How to pay with the QR code' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to my order' }));
    await expect(args.onGoToOrder).toHaveBeenCalledTimes(1);
  },
};

/** A URL the image rule refuses is never set as a src: the way back to the order instead. */
export const QrBlocked: Story = {
  args: { content: qrOf({ payCodeImg: hostileUrls[0] ?? '', repayAmount: '545500' }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('No pay code')).toBeVisible();
    const sources = [...canvasElement.querySelectorAll('img')].map((img) => img.src);
    await expect(sources.filter((src) => /script/i.test(src))).toEqual([]);
    await expect(Reflect.get(window, HOSTILE_MARKER)).toBeUndefined();
  },
};

/** repayAmount not a whole, non-negative number: said plainly, never a made-up amount. */
export const AmountUnavailable: Story = {
  args: { content: qrOf({ payCodeImg: SAMPLE_QR, repayAmount: '-5' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'QR code to pay' })).toBeVisible();
    const total = canvas.getByRole('region', { name: 'Amount to pay' });
    await expect(total).toHaveTextContent('Amount unavailable');
    await expect(total).toHaveTextContent('Check the amount due on your order page');
  },
};

/** The currency flag 1: the rupee sign, in the amount and in the QR's name. */
export const Rupee: Story = {
  args: {
    currencyFlag: '1',
    content: qrOf({ payCodeImg: SAMPLE_QR, repayAmount: '545500' }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('img', { name: 'QR code to pay ₹5.455,00' }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Amount to pay' })).toHaveTextContent(
      '₹5.455,00',
    );
  },
};

/** The peso sign for any flag but 1. */
export const Peso: Story = {
  args: { currencyFlag: '2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Amount to pay' })).toHaveTextContent(
      '₱5.455,00',
    );
  },
};

const [SCRIPT = ''] = hostilePayloads;

/** A payCode with markup is shown as the text it is. */
export const HostileCodeIsText: Story = {
  args: { content: contentFor({ showType: '1', payCode: SCRIPT, repayAmount: '1' }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /Copy$/ }).parentElement).toHaveTextContent(
      SCRIPT,
    );
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(Reflect.get(window, HOSTILE_MARKER)).toBeUndefined();
  },
};
