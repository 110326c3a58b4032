import { ToastHost, toast } from '@hiram/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { config } from '../../../config/env.ts';
import {
  expectNothingHostileHappened,
  withHostileBackend,
} from '../../../dev/storybook/hostile.ts';
import { bridgeCalls } from '../../../dev/storybook/journals.ts';
import { withMockBackend } from '../../../dev/storybook/mockBackend.ts';
import { ScreenHarness } from '../../../dev/storybook/ScreenHarness.tsx';
import { hostilePayloads } from '../../../link/hostileCorpus.ts';
import { receivedRequests } from '../../../mocks/journal.ts';
import { paths } from '../../../paths/index.ts';
import { billerName } from '../shared/guide/guideContent.ts';
import CodeInstructionsPage from './CodeInstructionsPage.tsx';

function WiredCodeInstructions({ url }: { url: string }) {
  return (
    <>
      <ToastHost />
      <ScreenHarness path="/carpmm" url={url}>
        <CodeInstructionsPage />
      </ScreenHarness>
    </>
  );
}

const CODE_URL = paths.carpmm.href({ requestType: 1, amount: 150000, payCode: 'PJJ123C' });

const meta = {
  title: 'Screens/Repay/Code instructions (wired)',
  component: WiredCodeInstructions,
  args: { url: CODE_URL },
  parameters: { layout: 'fullscreen' },
  beforeEach: (context) => {
    toast.hide();
    return withMockBackend()(context);
  },
} satisfies Meta<typeof WiredCodeInstructions>;

export default meta;
type Story = StoryObj<typeof meta>;

const payment = () => within(screen.getByRole('region', { name: 'Your payment' }));
const shownAmount = () =>
  payment().getByText('Amount to pay').nextElementSibling?.textContent ?? '';
const toastMessage = () => toast.getSnapshot()?.message;

/** The URL's code, copied with a tap ('copy success'); the amount in pesos; no request sent. */
export const CopyCode: Story = {
  beforeEach: () => {
    spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  },
  play: async () => {
    await expect(shownAmount()).toMatch(/^₱1\D?500\D00$/);
    await userEvent.click(payment().getByRole('button', { name: /PJJ123C/ }));
    await waitFor(() => expect(toastMessage()).toBe('copy success'));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('PJJ123C');
    await expect(navigator.clipboard.writeText).toHaveBeenCalledTimes(1);
    await expect(receivedRequests).toEqual([]);
  },
};

/** The Clipboard API refuses and the fallback too: the borrower is told to note the code. */
export const CopyFails: Story = {
  beforeEach: () => {
    spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('', 'NotAllowedError'),
    );
    spyOn(document, 'execCommand').mockReturnValue(false);
  },
  play: async () => {
    await userEvent.click(payment().getByRole('button', { name: /PJJ123C/ }));
    await waitFor(() =>
      expect(toastMessage()).toBe('Copy failed. Please note the pay code down by hand.'),
    );
    await expect(document.execCommand).toHaveBeenCalledWith('copy');
  },
};

/** currencyType=1 in the page URL: the rupee sign. */
export const RupeeFromUrl: Story = {
  args: { url: `${CODE_URL}&currencyType=1` },
  play: async () => {
    await expect(shownAmount()).toMatch(/^₹1\D?500\D00$/);
  },
};

/** currencyType=1 kept in the session (the address bar was tidied): the rupee sign. */
export const RupeeFromSession: Story = {
  beforeEach: withMockBackend('default', { currencyType: '1' }),
  play: async () => {
    await expect(shownAmount()).toMatch(/^₹1\D?500\D00$/);
  },
};

/** An amount that is not whole minor units: 'Amount unavailable', the code still copyable. */
export const BadAmount: Story = {
  args: { url: paths.carpmm.href({ requestType: 1, amount: '12.50', payCode: 'PJJ123C' }) },
  play: async () => {
    await expect(shownAmount()).toBe('Amount unavailable');
    await expect(payment().getByRole('button', { name: /PJJ123C/ })).toBeVisible();
  },
};

/** No payCode: the message names the brand, and the steps stay. */
export const MissingCode: Story = {
  args: { url: paths.carpmm.href({ requestType: 1, amount: 150000 }) },
  play: async ({ canvas }) => {
    await expect(payment().getByRole('status')).toHaveTextContent(
      `use the pay code ${billerName(config.appName, 'your lender')} gave you`,
    );
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Cebuana Lhuillier' }),
    ).toBeVisible();
  },
};

/** requestType other than 1: the code is not shown as if it were one. */
export const OtherRequestType: Story = {
  args: { url: paths.carpmm.href({ requestType: 2, amount: 150000, payCode: 'PJJ123C' }) },
  play: async () => {
    await expect(payment().getByRole('status')).toHaveTextContent(
      'This payment link is not one this page can show.',
    );
    await expect(screen.queryByText('PJJ123C')).toBeNull();
  },
};

const HOSTILE_CODE = hostilePayloads[0] ?? '';

/** Script in every query value: the code shows as text, the amount as unavailable; nothing runs. */
export const HostileQuery: Story = {
  beforeEach: withHostileBackend,
  args: {
    url: paths.carpmm.href({
      requestType: 1,
      amount: hostilePayloads[3] ?? '',
      payCode: HOSTILE_CODE,
    }),
  },
  play: async () => {
    await expect(payment().getByText(HOSTILE_CODE)).toBeVisible();
    await expect(shownAmount()).toBe('Amount unavailable');
    await expectNothingHostileHappened();
    await expect(bridgeCalls).toEqual([]);
  },
};
