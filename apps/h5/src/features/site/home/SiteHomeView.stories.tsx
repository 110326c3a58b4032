import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { recordToasts, toasts } from '../../../dev/storybook/toasts.ts';
import { en } from '../../../i18n/index.ts';
import { currentTab, siteStoryCompany } from '../shared/siteStoryData.ts';
import site from '../text/site/en.ts';
import { SiteHomeView } from './SiteHomeView.tsx';

const meta = {
  title: 'Screens/Site/Home',
  component: SiteHomeView,
  args: { company: siteStoryCompany, usersClaimed: '10.000' },
  parameters: { layout: 'fullscreen' },
  beforeEach: recordToasts,
} satisfies Meta<typeof SiteHomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('form', { name: title }));

/** On a phone every tab is in sight: none hides past the screen's edge. */
export const EveryTabInSight: Story = {
  play: async ({ canvas }) => {
    const tabs = canvas.getByRole('navigation').querySelectorAll('a');
    await expect(tabs).toHaveLength(4);
    for (const tab of tabs) {
      const box = tab.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

/** The promise, the banner, the users claim, three pictures, the forms and the company's footer. */
export const Home: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      site['site.hero.title'],
    );
    await expect(currentTab(canvasElement)).toBe(en['title.site']);
    await expect(canvas.getByRole('link', { name: en['title.about'] })).toHaveAttribute(
      'href',
      '/About',
    );
    await expect(canvas.getByRole('link', { name: en['title.policy'] })).toHaveAttribute(
      'href',
      '/Policy',
    );
    await expect(canvas.getByRole('link', { name: en['title.loanTerms'] })).toHaveAttribute(
      'href',
      '/Loan',
    );
    await expect(canvas.getByText('10.000+ users')).toBeVisible();
    const carousel = canvas.getByRole('region', { name: 'Why borrowers choose Hiram' });
    await expect(
      within(carousel)
        .getAllByRole('img', { hidden: true })
        .map((image) => image.getAttribute('alt')),
    ).toEqual([site['site.slide.apply'], site['site.slide.fees'], site['site.slide.repay']]);
    await expect(canvas.getByText('CS201900001')).toBeVisible();
    await expect(canvas.getByText('9001')).toBeVisible();
    const email = canvas.getByRole('link', { name: 'support@hiram.example' });
    await expect(email).toHaveAttribute('href', 'mailto:support@hiram.example');
    const phone = canvas.getByRole('link', { name: '+63 2 8888 0000' });
    await expect(phone).toHaveAttribute('href', 'tel:+63288880000');
    // A visitor taps these on a phone: 44 px targets, as everywhere else.
    for (const link of [email, phone])
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/**
 * The browser's text at twice its size (a phone's largest font setting, which `rem` follows): the
 * promise, the forms and the lender's facts narrow to one column within the screen, never past it.
 */
export const LargestBrowserFont: Story = {
  beforeEach: () => {
    const root = document.documentElement;
    const before = root.style.fontSize;
    root.style.fontSize = '32px';
    return () => {
      root.style.fontSize = before;
    };
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const page = document.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    for (const fact of [
      canvas.getByText('CS201900001'),
      canvas.getByRole('textbox', { name: site['site.signUp.email'] }),
    ]) {
      await expect(fact.getBoundingClientRect().right).toBeLessThanOrEqual(page.clientWidth);
    }
  },
};

/** An empty sign-up is refused, and so is a value that is no address; nothing is sent. */
export const SignUpRefused: Story = {
  play: async ({ canvasElement }) => {
    const signUp = form(canvasElement, site['site.signUp.title']);
    await userEvent.click(signUp.getByRole('button', { name: site['site.signUp.submit'] }));
    await userEvent.type(signUp.getByLabelText(site['site.signUp.email']), 'maria@');
    await userEvent.click(signUp.getByRole('button', { name: site['site.signUp.submit'] }));
    await expect(toasts()).toEqual([site['site.signUp.empty'], site['site.signUp.invalid']]);
    const email = signUp.getByLabelText(site['site.signUp.email']);
    await expect(email).toHaveValue('maria@');
    // The reason stays under the field, which takes the focus, until it is typed in again.
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(site['site.signUp.invalid']);
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'example.ph');
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

/** An address is accepted and the box empties. */
export const SignUpAccepted: Story = {
  play: async ({ canvasElement }) => {
    const signUp = form(canvasElement, site['site.signUp.title']);
    await userEvent.type(signUp.getByLabelText(site['site.signUp.email']), 'maria@example.ph');
    await userEvent.keyboard('{Enter}');
    await expect(toasts()).toEqual([site['site.signUp.done']]);
    await expect(signUp.getByLabelText(site['site.signUp.email'])).toHaveValue('');
  },
};

/** Name, telephone and suggestion are all required; what was typed stays. */
export const ContactIncomplete: Story = {
  play: async ({ canvasElement }) => {
    const contact = form(canvasElement, site['site.contact.title']);
    await userEvent.type(contact.getByLabelText(site['site.contact.name']), 'Maria Santos');
    await userEvent.type(contact.getByLabelText(site['site.contact.suggestion']), '   ');
    await userEvent.click(contact.getByRole('button', { name: site['site.contact.submit'] }));
    await expect(toasts()).toEqual(['Please provide complete information!']);
    await expect(contact.getByLabelText(site['site.contact.name'])).toHaveValue('Maria Santos');
    // Each blank field is marked under it; the first takes the focus.
    const phone = contact.getByLabelText(site['site.contact.phone']);
    const suggestion = contact.getByLabelText(site['site.contact.suggestion']);
    await expect(contact.getByLabelText(site['site.contact.name'])).not.toHaveAttribute(
      'aria-invalid',
    );
    for (const blank of [phone, suggestion]) {
      await expect(blank).toHaveAttribute('aria-invalid', 'true');
      await expect(blank).toHaveAccessibleDescription(site['site.contact.required']);
    }
    await expect(phone).toHaveFocus();
    await userEvent.type(phone, '09171234567');
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await expect(suggestion).toHaveAttribute('aria-invalid', 'true');
  },
};

/** All three filled: 'Success!', and the form empties (nothing is sent, as the spec says). */
/**
 * A phone keyboard's Go or Next in the name or the phone moves to the next field: it used to send
 * the form half filled, and refuse it.
 */
export const ContactEnterMovesOn: Story = {
  play: async ({ canvasElement }) => {
    const contact = form(canvasElement, site['site.contact.title']);
    const name = contact.getByLabelText(site['site.contact.name']);
    const phone = contact.getByLabelText(site['site.contact.phone']);
    await expect(name).toHaveAttribute('enterkeyhint', 'next');
    await userEvent.type(name, 'Maria Santos{Enter}');
    await expect(phone).toHaveFocus();
    await userEvent.type(phone, '09171234567{Enter}');
    await expect(contact.getByLabelText(site['site.contact.suggestion'])).toHaveFocus();
    await expect(toasts()).toEqual([]);
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};

export const ContactSuccess: Story = {
  play: async ({ canvasElement }) => {
    const contact = form(canvasElement, site['site.contact.title']);
    await userEvent.type(contact.getByLabelText(site['site.contact.name']), 'Maria Santos');
    await userEvent.type(contact.getByLabelText(site['site.contact.phone']), '09171234567');
    await userEvent.type(
      contact.getByLabelText(site['site.contact.suggestion']),
      'Open on Sundays',
    );
    await userEvent.click(contact.getByRole('button', { name: site['site.contact.submit'] }));
    await expect(toasts()).toEqual(['Success!']);
    await waitFor(() => expect(contact.getByLabelText(site['site.contact.name'])).toHaveValue(''));
  },
};

/** The carousel moves on by itself every 3 s. */
export const CarouselAdvances: Story = {
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Why borrowers choose Hiram' });
    const shown = () =>
      [...carousel.querySelectorAll('[role="group"]')].find(
        (slide) => slide.getAttribute('aria-hidden') !== 'true',
      );
    const first = shown();
    await waitFor(() => expect(shown()).not.toBe(first), { timeout: 4500 });
  },
};

/** A brand file that leaves a fact empty: that fact is left out, never an empty link. */
export const FooterWithoutEmail: Story = {
  args: { company: { ...siteStoryCompany, serviceEmail: '', certificateOfAuthority: ' ' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(site['site.footer.email'])).toBeNull();
    await expect(canvas.queryByText(site['site.footer.coa'])).toBeNull();
    await expect(canvas.getByText(site['site.footer.sec'])).toBeVisible();
  },
};
