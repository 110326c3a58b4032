import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { tapHeld } from '../../../dev/storybook/heldClick.ts';
import { loadStateStories } from '../../../screen/loadStateStories.ts';
import { CustomerServiceView } from './CustomerServiceView.tsx';

const CONTACTS = {
  email: 'support@hiram.example',
  mailto: 'mailto:support@hiram.example',
  messaging: { value: '+63 917 555 0123', link: 'https://wa.me/639175550123' },
};

const meta = {
  title: 'Screens/Service/Customer service',
  component: CustomerServiceView,
  args: {
    state: { status: 'ready', data: CONTACTS },
    fallback: {
      email: 'help@brand.example',
      mailto: 'mailto:help@brand.example',
      phone: '+63 2 8888 0000',
      tel: 'tel:+63288880000',
    },
    complaintHref: '/complaint',
    complaintAnswerDays: 3,
    onRetry: fn(),
    onBack: fn(),
    onMessaging: fn(),
    onCall: fn(() => true),
    onOpenComplaint: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CustomerServiceView>;

export default meta;
type Story = StoryObj<typeof meta>;

const contacts = () => within(document.body).getByRole('region', { name: 'Contact us' });

/** The server's email opens the mail composer; the WhatsApp number opens WhatsApp. */
export const Ready: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible();
    const mail = within(contacts()).getByRole('link', { name: /support@hiram\.example/ });
    await expect(mail).toHaveAttribute('href', 'mailto:support@hiram.example');
    const whatsApp = within(contacts()).getByRole('button', {
      name: '+63 917 555 0123 Opens WhatsApp',
    });
    await userEvent.click(whatsApp);
    await expect(args.onMessaging).toHaveBeenCalledWith(CONTACTS.messaging);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByText('help@brand.example')).toBeNull();
  },
};

/** Where WhatsApp cannot be opened, the contact says a tap copies it. */
export const CopiesWhereItCannotOpen: Story = {
  args: {
    state: {
      status: 'ready',
      data: { ...CONTACTS, messaging: { value: '@hiram_help', link: null } },
    },
  },
  play: async ({ args }) => {
    await userEvent.click(
      within(contacts()).getByRole('button', { name: '@hiram_help Tap to copy' }),
    );
    await expect(args.onMessaging).toHaveBeenCalledWith({ value: '@hiram_help', link: null });
  },
};

/** No messaging contact from the server: only the email. */
export const EmailOnly: Story = {
  args: { state: { status: 'ready', data: { ...CONTACTS, messaging: null } } },
  play: async () => {
    await expect(within(contacts()).getByRole('link')).toBeVisible();
    await expect(within(contacts()).queryByRole('button')).toBeNull();
  },
};

/** The hotline is the brand's, called through the native app: the link is not followed. */
export const CallHotline: Story = {
  play: async ({ args, canvas }) => {
    const call = canvas.getByRole('link', { name: 'Call +63 2 8888 0000' });
    await expect(await tapHeld(call)).toEqual({ followed: false });
    await expect(args.onCall).toHaveBeenCalledTimes(1);
  },
};

/** Without a native app (a messaging app's browser), the browser dials the `tel:` link. */
export const CallFromABrowser: Story = {
  args: { onCall: fn(() => false) },
  play: async ({ args, canvas }) => {
    const call = canvas.getByRole('link', { name: 'Call +63 2 8888 0000' });
    await expect(call).toHaveAttribute('href', 'tel:+63288880000');
    await expect(await tapHeld(call)).toEqual({ followed: true });
    await expect(args.onCall).toHaveBeenCalledTimes(1);
  },
};

/** A hotline no browser can dial (a word in it) is a button for the native app alone. */
export const HotlineWithoutDigits: Story = {
  args: {
    fallback: {
      email: 'help@brand.example',
      mailto: 'mailto:help@brand.example',
      phone: '8888-HIRAM',
      tel: null,
    },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('link', { name: /^Call/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Call 8888-HIRAM' }));
    await expect(args.onCall).toHaveBeenCalledTimes(1);
  },
};

/** A brand without a hotline shows no call button. */
export const NoHotline: Story = {
  args: {
    fallback: {
      email: 'help@brand.example',
      mailto: 'mailto:help@brand.example',
      phone: '',
      tel: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Hotline' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Call/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /^Call/ })).toBeNull();
  },
};

/** The complaint promise, and a real link to the complaint page that the router follows. */
export const Complaint: Story = {
  play: async ({ args, canvas }) => {
    const complaints = canvas.getByRole('region', { name: 'Complaints' });
    await expect(complaints).toHaveTextContent('within 3 weekdays');
    const link = within(complaints).getByRole('link', { name: 'File a complaint' });
    await expect(link).toHaveAttribute('href', '/complaint');
    await userEvent.click(link);
    await expect(args.onOpenComplaint).toHaveBeenCalledTimes(1);
  },
};

/** The load failed: the retry, and the brand's own email and hotline so the lender stays reachable. */
export const FailedShowsBrandContacts: Story = {
  args: {
    state: {
      status: 'error',
      error: { kind: 'server', message: 'The system is busy. Please try again later.' },
    },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The system is busy.');
    await expect(
      within(contacts()).getByRole('link', { name: /help@brand\.example/ }),
    ).toHaveAttribute('href', 'mailto:help@brand.example');
    await expect(canvas.getByRole('link', { name: 'Call +63 2 8888 0000' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Loading, then failing when its button (after the page) is tapped, as the real call may. */
function LoadThenFail(props: ComponentProps<typeof CustomerServiceView>) {
  const [failed, setFailed] = useState(false);
  return (
    <>
      <CustomerServiceView
        {...props}
        state={
          failed
            ? { status: 'error', error: { kind: 'network', message: 'error' } }
            : { status: 'loading' }
        }
      />
      <button type="button" onClick={() => setFailed(true)}>
        Fail the load
      </button>
    </>
  );
}

/**
 * A failure, taller than the skeleton, moves neither the hotline nor the complaints: they come
 * first, as they become the only other way to reach the lender.
 */
export const FailureMovesNothingElse: Story = {
  render: (args) => <LoadThenFail {...args} />,
  play: async ({ canvas }) => {
    const tops = () =>
      ['Hotline', 'Complaints'].map(
        (name) => canvas.getByRole('heading', { name }).getBoundingClientRect().top,
      );
    const before = tops();
    await userEvent.click(canvas.getByRole('button', { name: 'Fail the load' }));
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(tops()).toEqual(before);
  },
};

/** Server text stays text: an address that is no address is shown, never linked. */
export const ServerTextIsText: Story = {
  args: {
    state: {
      status: 'ready',
      data: {
        email: '<img src=x onerror=alert(1)>',
        mailto: null,
        messaging: { value: '<b>wa</b>', link: null },
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(within(contacts()).queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('b, img[src="x"]')).toBeNull();
  },
};

/** In Chinese: the screen's own text and the app's title. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '联系客服' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '联系我们' })).toBeVisible();
  },
};

export const Back: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

const loadStates = loadStateStories({ role: 'button', name: '+63 917 555 0123 Opens WhatsApp' });

export const Loading: Story = loadStates.Loading;
export const ServerError: Story = loadStates.ServerError;
export const MalformedAnswer: Story = loadStates.MalformedAnswer;
export const NetworkFailure: Story = loadStates.NetworkFailure;
