import { toast } from '@hiram/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { loanTerms } from '../../../config/loanTerms.ts';
import { answerWith } from '../../../dev/storybook/answers.ts';
import { tapHeld } from '../../../dev/storybook/heldClick.ts';
import {
  expectNothingHostileHappened,
  expectShownAsText,
  withHostileBackend,
} from '../../../dev/storybook/hostile.ts';
import { bridgeCalls, navigations, pagesLeftFor } from '../../../dev/storybook/journals.ts';
import { loadFailureStories, requestsTo, WAIT } from '../../../dev/storybook/loadFailures.ts';
import { withMockBackend } from '../../../dev/storybook/mockBackend.ts';
import { nativeApp } from '../../../dev/storybook/nativeApp.ts';
import { currentRoute, toastMessage, WiredScreen } from '../../../dev/storybook/wiredPage.tsx';
import CustomerServicePage from './CustomerServicePage.tsx';

/** The brand's contacts as a brand file would set them (Storybook reads no brand file). */
const BRAND = { email: 'help@brand.example', phone: '+63 2 8888 0000' };

function WiredCustomerService({ url }: { url: string }) {
  return (
    <WiredScreen path="/customerService" url={url}>
      <CustomerServicePage fallback={BRAND} />
    </WiredScreen>
  );
}

const meta = {
  title: 'Screens/Service/Customer service (wired)',
  component: WiredCustomerService,
  args: { url: '/customerService' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => toast.hide(),
} satisfies Meta<typeof WiredCustomerService>;

export default meta;
type Story = StoryObj<typeof meta>;

const CONTACT = '/v3/personal-center/contact-kf-info';

const contacts = async () => within(await screen.findByRole('region', { name: 'Contact us' }));

/** One `contact-kf-info` with overall=30; the server's email opens the mail composer. */
export const EmailOpensComposer: Story = {
  beforeEach: withMockBackend('default'),
  play: async () => {
    const mail = await (await contacts()).findByRole(
      'link',
      { name: /support@hiram\.example/ },
      WAIT,
    );
    await expect(mail).toHaveAttribute('href', 'mailto:support@hiram.example');
    await expect(requestsTo(CONTACT)).toHaveLength(1);
    await expect(requestsTo(CONTACT)[0]).toMatchObject({ bodyKind: 'json', body: { overall: 30 } });
  },
};

/**
 * In the native app, the hotline goes through the bridge's callPhone with the brand's number, as
 * it is dialled: a `tel:` link built from its spaced form would break.
 */
export const HotlineThroughTheBridge: Story = {
  beforeEach: [withMockBackend('default'), nativeApp('callPhone')],
  play: async ({ canvas }) => {
    const call = canvas.getByRole('link', { name: 'Call +63 2 8888 0000' });
    await expect(await tapHeld(call)).toEqual({ followed: false });
    await expect(bridgeCalls).toEqual([
      { action: 'callPhone', payload: { number: '+63288880000' } },
    ]);
  },
};

/**
 * In a messaging app's browser there is no native app to call with: the browser dials the
 * hotline's `tel:` link (before, the button did nothing there).
 */
export const HotlineInABrowser: Story = {
  beforeEach: withMockBackend('default'),
  play: async ({ canvas }) => {
    const call = canvas.getByRole('link', { name: 'Call +63 2 8888 0000' });
    await expect(call).toHaveAttribute('href', 'tel:+63288880000');
    await expect(await tapHeld(call)).toEqual({ followed: true });
  },
};

/**
 * WhatsApp's host is not in this build's allow list, so a tap copies the contact and says so;
 * nothing is opened.
 */
export const MessagingCopied: Story = {
  beforeEach: [
    withMockBackend('default'),
    () => {
      spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    },
  ],
  play: async () => {
    const whatsApp = await (await contacts()).findByRole(
      'button',
      { name: '+63 917 555 0123 Tap to copy' },
      WAIT,
    );
    await userEvent.click(whatsApp);
    await waitFor(() =>
      expect(toastMessage()).toBe(
        'WhatsApp contact copied. Open WhatsApp and paste it to chat with us.',
      ),
    );
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('+63 917 555 0123');
    await expect(bridgeCalls).toEqual([]);
    await expect(pagesLeftFor).toEqual([]);
  },
};

/** The clipboard refuses: the borrower is shown the contact to note down. */
export const MessagingCopyFails: Story = {
  beforeEach: [
    withMockBackend('default'),
    () => {
      spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
        new DOMException('', 'NotAllowedError'),
      );
      spyOn(document, 'execCommand').mockReturnValue(false);
    },
  ],
  play: async () => {
    await userEvent.click(
      await (await contacts()).findByRole('button', { name: /Tap to copy/ }, WAIT),
    );
    await waitFor(() =>
      expect(toastMessage()).toBe(
        'Copy failed. Please note the contact down by hand: +63 917 555 0123',
      ),
    );
  },
};

/** The promise from the loan terms; the complaint link goes to /complaint in the app. */
export const ComplaintLink: Story = {
  beforeEach: withMockBackend('default'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Complaints' })).toHaveTextContent(
      `answer your complaint within ${loanTerms.complaintAnswerWithinWeekdays} weekdays`,
    );
    await userEvent.click(canvas.getByRole('link', { name: 'File a complaint' }));
    await expect(await currentRoute()).toBe('/complaint');
    await expect(navigations).toEqual([{ to: '/complaint', replace: false }]);
  },
};

/** The server sends no email: the brand's stands in. */
export const EmptyEmailIsTheBrands: Story = {
  beforeEach: [withMockBackend('default'), answerWith('contactKfInfo', { email: '', smWa: '' })],
  play: async () => {
    const mail = await (await contacts()).findByRole('link', { name: /help@brand\.example/ }, WAIT);
    await expect(mail).toHaveAttribute('href', 'mailto:help@brand.example');
    await expect((await contacts()).queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: withMockBackend('slow'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Call +63 2 8888 0000' })).toBeVisible();
  },
};

const failures = loadFailureStories(CONTACT);

/** A failed load: the server's message, a retry that asks again, and the brand's contacts. */
export const ServerError: Story = {
  ...failures.ServerError,
  play: async (context) => {
    await failures.ServerError.play();
    // The retry failed as well: the brand's contacts are back beside the error.
    await screen.findByRole('alert', {}, WAIT);
    const mail = (await contacts()).getByRole('link', { name: /help@brand\.example/ });
    await expect(mail).toHaveAttribute('href', 'mailto:help@brand.example');
    await tapHeld(context.canvas.getByRole('link', { name: 'Call +63 2 8888 0000' }));
    await expect(bridgeCalls).toEqual([
      { action: 'callPhone', payload: { number: '+63288880000' } },
    ]);
  },
};
export const MalformedAnswer: Story = failures.MalformedAnswer;
export const GatewayFailure: Story = failures.GatewayFailure;
export const NetworkFailure: Story = {
  ...failures.NetworkFailure,
  play: async () => {
    await failures.NetworkFailure.play();
    await expect(
      (await contacts()).getByRole('link', { name: /help@brand\.example/ }),
    ).toBeVisible();
  },
};

/** Hostile answers: the email and contact show as literal text; nothing runs, opens or links. */
export const Hostile: Story = {
  beforeEach: [withHostileBackend, () => toast.hide()],
  play: async () => {
    await expectShownAsText('contactKfInfo', ['email', 'smWa']);
    const list = await contacts();
    await expect(list.queryByRole('link')).toBeNull();
    await expectNothingHostileHappened();
  },
};
