import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { HOSTILE_MARKER, hostilePayloads } from '../../../link/hostileCorpus.ts';
import { CodeInstructionsView } from './CodeInstructionsView.tsx';

const meta = {
  title: 'Screens/Repay/Code instructions',
  component: CodeInstructionsView,
  args: {
    request: { kind: 'code', payCode: 'PJJ123C', amount: 150000 },
    currencyFlag: '0',
    biller: 'Hiram',
    onBack: fn(),
    onCopy: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CodeInstructionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1,500.00 in the brand's separators. */
const FIFTEEN_HUNDRED = /^1\D?500\D00$/;

const payment = () => within(screen.getByRole('region', { name: 'Your payment' }));
const shownAmount = () =>
  payment().getByText('Amount to pay').nextElementSibling?.textContent ?? '';

/** The code, the amount in pesos, then the rules and every group's steps. */
export const CodeAndAmount: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Payment instructions',
    );
    await expect(payment().getByRole('button', { name: /Pay code\s*PJJ123C/ })).toBeVisible();
    await expect(shownAmount().startsWith('₱')).toBe(true);
    await expect(shownAmount().slice(1)).toMatch(FIFTEEN_HUNDRED);
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual([
      'Your payment',
      'Before you pay',
      'E-wallet: pay bills',
      'Another bank or e-wallet app',
      'Cash at a store or counter',
    ]);
  },
};

/** A tap on the code puts it on the clipboard once and reports the copy. */
export const Copy: Story = {
  beforeEach: () => {
    spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  },
  play: async ({ args }) => {
    await userEvent.click(payment().getByRole('button', { name: /PJJ123C/ }));
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledWith(true));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('PJJ123C');
    await expect(navigator.clipboard.writeText).toHaveBeenCalledTimes(1);
  },
};

/** currencyType 1: the rupee sign. */
export const Rupee: Story = {
  args: { currencyFlag: '1' },
  play: async () => {
    await expect(shownAmount().startsWith('₹')).toBe(true);
    await expect(shownAmount().slice(1)).toMatch(FIFTEEN_HUNDRED);
  },
};

/** An amount the URL did not give as whole minor units: the code stays, the amount says so. */
export const BadAmount: Story = {
  args: { request: { kind: 'code', payCode: 'PJJ123C', amount: null } },
  play: async () => {
    await expect(shownAmount()).toBe('Amount unavailable');
    await expect(payment().getByRole('button', { name: /PJJ123C/ })).toBeVisible();
  },
};

/** No code in the URL: a clear message, and the steps still there for the borrower's own code. */
export const MissingCode: Story = {
  args: { request: { kind: 'missingCode' } },
  play: async ({ canvas }) => {
    await expect(payment().getByRole('status')).toHaveTextContent(
      'No pay code came with this page. Open it again from your loan, or use the pay code Hiram gave you with the steps below.',
    );
    await expect(payment().queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 3, name: 'GCash' })).toBeVisible();
  },
};

/** A request type other than 1: said plainly, with the steps below. */
export const UnsupportedRequest: Story = {
  args: { request: { kind: 'unsupported' } },
  play: async ({ canvas }) => {
    await expect(payment().getByRole('status')).toHaveTextContent(
      'This payment link is not one this page can show. Use the pay code Hiram gave you with the steps below.',
    );
    await expect(payment().queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Bayad Center' })).toBeVisible();
  },
};

const HOSTILE_CODE = hostilePayloads[3] ?? '';

/** Markup in the URL's code is shown as the text it is; nothing in it runs. */
export const HostileCode: Story = {
  args: { request: { kind: 'code', payCode: HOSTILE_CODE, amount: 100 } },
  beforeEach: () => {
    Reflect.deleteProperty(window, HOSTILE_MARKER);
  },
  play: async ({ canvasElement }) => {
    await expect(payment().getByText(HOSTILE_CODE)).toBeVisible();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(Reflect.get(window, HOSTILE_MARKER)).toBeUndefined();
  },
};

/** The prerendered page, before the query is read: a placeholder for the code, the steps whole. */
export const Reading: Story = {
  args: { request: { kind: 'reading' } },
  play: async ({ canvas }) => {
    await expect(payment().getByRole('img', { name: 'Loading' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(payment().queryByRole('status')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 3, name: 'GCash' })).toBeVisible();
  },
};

export const Back: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};
