import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { config } from '../../../config/env.ts';
import {
  expectNothingHostileHappened,
  withHostileBackend,
} from '../../../dev/storybook/hostile.ts';
import { bridgeCalls, navigations } from '../../../dev/storybook/journals.ts';
import { layerScreenParameters } from '../../../dev/storybook/layerScreen.ts';
import { withMockBackend } from '../../../dev/storybook/mockBackend.ts';
import { ScreenHarness } from '../../../dev/storybook/ScreenHarness.tsx';
import { hostilePayloads, hostileUrls } from '../../../link/hostileCorpus.ts';
import { receivedRequests } from '../../../mocks/journal.ts';
import { billerName } from '../shared/guide/guideContent.ts';
import PaymentInstructionsPage from './PaymentInstructionsPage.tsx';

function WiredPaymentInstructions({ url }: { url: string }) {
  return (
    <ScreenHarness path="/paymentInstructions" url={url}>
      <PaymentInstructionsPage />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Screens/Repay/Payment instructions (wired)',
  component: WiredPaymentInstructions,
  args: { url: '/paymentInstructions' },
  parameters: layerScreenParameters,
  beforeEach: withMockBackend(),
} satisfies Meta<typeof WiredPaymentInstructions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A static page: every channel's steps with the brand (else 'your lender') as the biller; no request. */
export const Page: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('heading', { level: 3, name: 'Maya' }));
    const maya = canvas.getByRole('heading', { level: 3, name: 'Maya' }).closest('details');
    await expect(maya).not.toBeNull();
    await expect(
      within(maya as HTMLElement).getByText(
        `Tap Loans, then choose ${billerName(config.appName, 'your lender')}.`,
      ),
    ).toBeVisible();
    await expect(receivedRequests).toEqual([]);
  },
};

/** The picture opens full screen and closes again. */
export const ImageEnlarged: Story = {
  play: async ({ canvas }) => {
    const bayad = canvas.getByRole('heading', { level: 3, name: 'Bayad Center' });
    await userEvent.click(bayad);
    const details = bayad.closest('details') as HTMLElement;
    await userEvent.click(within(details).getByRole('button', { name: /^Bills Payment slip/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Image preview' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Opened first by the app: Back closes the web view. */
export const BackClosesWebView: Story = {
  beforeEach: () => {
    // A plain browser's closeWebView goes back, which would take the test page with it.
    spyOn(window.history, 'back').mockImplementation(() => undefined);
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(bridgeCalls).toEqual([{ action: 'closeWebView' }]);
    await expect(window.history.back).toHaveBeenCalledTimes(1);
    await expect(navigations).toEqual([]);
  },
};

/**
 * The page takes nothing from the server or the address bar: under the hostile backend, with
 * hostile values in its query, it shows its own steps, asks nothing and nothing runs or opens.
 */
export const Hostile: Story = {
  beforeEach: withHostileBackend,
  args: {
    url: `/paymentInstructions?${new URLSearchParams({
      payCode: hostilePayloads[0] ?? '',
      url: hostileUrls[0] ?? '',
    })}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'GCash' })).toBeVisible();
    await expect(document.body.textContent).not.toContain(hostilePayloads[0]);
    await expect(receivedRequests).toEqual([]);
    await expectNothingHostileHappened();
  },
};
