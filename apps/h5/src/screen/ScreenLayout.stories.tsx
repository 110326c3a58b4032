import { Button } from '@hiram/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { en } from '../i18n/catalogues/en.ts';
import type { ResourceState } from './resourceState.ts';
import { ScreenLayout } from './ScreenLayout.tsx';
import { Section } from './Section.tsx';

interface Contact {
  email: string;
}

interface ContactScreenProps {
  state: ResourceState<Contact>;
  onRetry: () => void;
  onBack: () => void;
  /** Shows the footer bar with this handler on its button. */
  onSend?: (contact: Contact) => void;
}

/** A small screen over one resource, as a feature's view would build it. */
function ContactScreen({ state, onRetry, onBack, onSend }: ContactScreenProps) {
  return (
    <ScreenLayout
      title={en['title.customerService']}
      onBack={onBack}
      state={state}
      onRetry={onRetry}
      footer={
        onSend &&
        ((contact) => (
          <Button block onClick={() => onSend(contact)}>
            {en['app.home']}
          </Button>
        ))
      }
    >
      {(contact) => (
        <Section title={en['title.customerService']}>
          <label>
            {contact.email}
            <input />
          </label>
        </Section>
      )}
    </ScreenLayout>
  );
}

const ready: ResourceState<Contact> = { status: 'ready', data: { email: 'support@hiram.example' } };

const meta = {
  title: 'App/Shell/Screen layout',
  component: ContactScreen,
  args: { state: ready, onRetry: fn(), onBack: fn(), onSend: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const footerButton = (canvas: Pick<ReturnType<typeof within>, 'queryByRole'>) =>
  canvas.queryByRole('button', { name: en['app.home'] });

/** The nav bar's title and back, the content in a named section, the footer's button. */
export const Ready: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en['title.customerService'],
    );
    await userEvent.click(canvas.getByRole('button', { name: en['app.back'] }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    const section = canvas.getByRole('region', { name: en['title.customerService'] });
    await expect(section).toHaveTextContent('support@hiram.example');
    const button = footerButton(canvas);
    await expect(button).toBeVisible();
    if (button) await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledWith({ email: 'support@hiram.example' });
    await expect(button?.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const WithoutFooter: Story = {
  args: { onSend: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('support@hiram.example')).toBeVisible();
    await expect(footerButton(canvas)).toBeNull();
  },
};

/** The skeleton, announced as loading; no content and no footer yet. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en['app.loading']).closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(footerButton(canvas)).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** The server's message with a retry in place of the content. */
export const ServerError: Story = {
  args: { state: { status: 'error', error: { kind: 'server', message: 'Order not found' } } },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(en['screen.error.title']);
    await expect(alert).toHaveTextContent('Order not found');
    await expect(footerButton(canvas)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: en['app.retry'] }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const MalformedAnswer: Story = {
  args: { state: { status: 'error', error: { kind: 'malformed', message: en['api.malformed'] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en['screen.malformed.title']);
    await expect(canvas.getByRole('button', { name: en['app.retry'] })).toBeVisible();
  },
};

export const NetworkFailure: Story = {
  args: { state: { status: 'error', error: { kind: 'timeout', message: 'error' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en['screen.offline.body']);
  },
};

/** A screen with nothing to load takes its content and footer as they are. */
export const NothingToLoad: Story = {
  render: ({ onBack }) => (
    <ScreenLayout
      title={en['title.complaint']}
      onBack={onBack}
      footer={<Button block>{en['app.home']}</Button>}
    >
      <Section title={en['title.complainPageNext']} variant="plain">
        <p>support@hiram.example</p>
      </Section>
    </ScreenLayout>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en['title.complaint'],
    );
    await expect(canvas.getByRole('region', { name: en['title.complainPageNext'] })).toBeVisible();
    await expect(footerButton(canvas)).toBeVisible();
  },
};

const keyboard = { resize: (_height: number) => {} };

/** A visual viewport the story can shrink the way an on-screen keyboard does. */
function withFakeKeyboard() {
  const original = Object.getOwnPropertyDescriptor(window, 'visualViewport');
  const viewport = Object.assign(new EventTarget(), {
    width: window.innerWidth,
    height: window.innerHeight,
    scale: 1,
  });
  Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport });
  keyboard.resize = (height) => {
    viewport.height = height;
    viewport.dispatchEvent(new Event('resize'));
  };
  return () => {
    if (original) Object.defineProperty(window, 'visualViewport', original);
    else Reflect.deleteProperty(window, 'visualViewport');
  };
}

/** While the keyboard is up the footer bar steps aside, so it never covers the field. */
export const FooterHidesWithKeyboard: Story = {
  beforeEach: withFakeKeyboard,
  play: async ({ canvas }) => {
    const button = footerButton(canvas);
    await expect(button).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox'));
    keyboard.resize(window.innerHeight - 300);
    await waitFor(() => expect(button).not.toBeVisible());
    await expect(footerButton(canvas)).toBeNull();
    keyboard.resize(window.innerHeight);
    await waitFor(() => expect(button).toBeVisible());
  },
};
