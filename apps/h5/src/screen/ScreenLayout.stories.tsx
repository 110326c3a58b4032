import { Button } from '@hiram/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { en } from '../i18n/catalogues/en.ts';
import { BackShownProvider } from './backShown.ts';
import { loadStateStories } from './loadStateStories.ts';
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

/**
 * A first page where back leads nowhere (a link opened in a new tab or a messaging app's browser,
 * a page framed in a dialog): the shell shows no back; the title stays centred.
 */
export const BackLeadsNowhere: Story = {
  render: (args) => (
    <BackShownProvider value={false}>
      <ContactScreen {...args} />
    </BackShownProvider>
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(title).toHaveTextContent(en['title.customerService']);
    await expect(canvas.queryByRole('button', { name: en['app.back'] })).toBeNull();
    const bar = title.parentElement?.getBoundingClientRect();
    const box = title.getBoundingClientRect();
    await expect(bar).toBeDefined();
    if (!bar) return;
    await expect(Math.abs(box.left - bar.left - (bar.right - box.right))).toBeLessThanOrEqual(1);
  },
};

export const WithoutFooter: Story = {
  args: { onSend: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('support@hiram.example')).toBeVisible();
    await expect(footerButton(canvas)).toBeNull();
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

const loadStates = loadStateStories({ role: 'region', name: en['title.customerService'] });

export const Loading: Story = loadStates.Loading;
export const ServerError: Story = loadStates.ServerError;
export const MalformedAnswer: Story = loadStates.MalformedAnswer;
export const NetworkFailure: Story = loadStates.NetworkFailure;
