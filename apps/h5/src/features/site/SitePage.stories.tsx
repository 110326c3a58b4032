import { toast } from '@hiram/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { WAIT } from '../../dev/storybook/loadFailures.ts';
import { withMockBackend } from '../../dev/storybook/mockBackend.ts';
import { painted } from '../../dev/storybook/painted.ts';
import { recordToasts, toasts } from '../../dev/storybook/toasts.ts';
import { WiredScreen } from '../../dev/storybook/wiredPage.tsx';
import { aboutUsDocument, loanAgreementDocument } from '../../documents/documents.ts';
import { legalText } from '../../documents/text/legal/index.ts';
import { fil } from '../../i18n/catalogues/fil.ts';
import { en } from '../../i18n/index.ts';
import { receivedRequests, sentRequests } from '../../mocks/journal.ts';
import SiteAboutPage from './about/SiteAboutPage.tsx';
import SiteHomePage from './home/SiteHomePage.tsx';
import SiteLoanTermsPage from './loanTerms/SiteLoanTermsPage.tsx';
import SitePolicyPage from './policy/SitePolicyPage.tsx';
import site from './text/site/en.ts';
import siteFil from './text/site/fil.ts';

const pages = {
  '/': SiteHomePage,
  '/About': SiteAboutPage,
  '/Policy': SitePolicyPage,
  '/Loan': SiteLoanTermsPage,
} as const;

function SitePage({ path }: { path: keyof typeof pages }) {
  const Page = pages[path];
  return (
    <WiredScreen path={path} url={path}>
      <Page />
    </WiredScreen>
  );
}

const meta = {
  title: 'Screens/Site/Pages (wired)',
  component: SitePage,
  args: { path: '/' },
  parameters: { layout: 'fullscreen' },
  beforeEach: withMockBackend('default'),
  // The routes fetch the documents with the pages; so do these stories.
  loaders: [
    () => aboutUsDocument.load('en'),
    () => loanAgreementDocument.load('en'),
    () => legalText.load('en'),
  ],
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const tab = async (name: string) =>
  within(await screen.findByRole('navigation', { name: site['site.nav'] }, WAIT)).getByRole(
    'link',
    { name },
  );

/**
 * The brand's name and facts from its env. Both forms filled and accepted: a valid sign-up
 * address thanks the visitor, the complete contact form says 'Success!', and nothing is sent.
 */
export const Home: Story = {
  beforeEach: recordToasts,
  play: async () => {
    await expect(await tab(en['title.site'])).toHaveAttribute('aria-current', 'page');
    await expect(screen.getByText('10.000+ users')).toBeVisible();
    const signUp = within(screen.getByRole('form', { name: site['site.signUp.title'] }));
    const email = signUp.getByLabelText(site['site.signUp.email']);
    await userEvent.type(email, 'maria@example.ph');
    await userEvent.click(signUp.getByRole('button', { name: site['site.signUp.submit'] }));
    const contact = within(screen.getByRole('form', { name: site['site.contact.title'] }));
    const name = contact.getByLabelText(site['site.contact.name']);
    await userEvent.type(name, 'Maria Santos');
    await userEvent.type(contact.getByLabelText(site['site.contact.phone']), '09171234567');
    await userEvent.type(
      contact.getByLabelText(site['site.contact.suggestion']),
      'Open on Sundays',
    );
    await userEvent.click(contact.getByRole('button', { name: site['site.contact.submit'] }));
    await expect(toasts()).toEqual([site['site.signUp.done'], site['site.contact.done']]);
    // Accepted, both forms start empty again.
    await waitFor(() => expect(email).toHaveValue(''));
    await waitFor(() => expect(name).toHaveValue(''));
    // Recorded as `fetch` is called: a request the taps started would be here already.
    await painted();
    await expect(sentRequests).toEqual([]);
    await expect(receivedRequests).toEqual([]);
  },
};

/** The about page's text, as on `/aboutUs`. */
export const About: Story = {
  args: { path: '/About' },
  play: async () => {
    await expect(await tab(en['title.about'])).toHaveAttribute('aria-current', 'page');
    await expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en['title.about']);
    await expect(screen.getByRole('navigation', { name: 'Contents' })).toBeVisible();
    await expect(receivedRequests).toEqual([]);
  },
};

/** The app's own `/privacyPolicy`, framed. */
export const Policy: Story = {
  args: { path: '/Policy' },
  play: async () => {
    await expect(await tab(en['title.policy'])).toHaveAttribute('aria-current', 'page');
    await expect(screen.getByTitle(site['site.policy.frame'])).toHaveAttribute(
      'src',
      '/privacyPolicy',
    );
  },
};

/**
 * A Filipino visitor reads the policy in Filipino: the frame asks for it in their language
 * (before, it always held the English prerendered page).
 */
export const PolicyInFilipino: Story = {
  args: { path: '/Policy' },
  globals: { locale: 'fil' },
  play: async () => {
    const frame = await screen.findByTitle(siteFil['site.policy.frame'], {}, WAIT);
    await expect(frame).toHaveAttribute('src', '/privacyPolicy?lang=fil');
    await expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
  },
};

/**
 * A 320 px phone in Filipino with the text made larger (1.3x, the page zoomed as a phone's text
 * size does): the longest tab's words wrap inside it, and nothing reaches past the screen's edge.
 */
export const LoanTermsFilipinoLargeText: Story = {
  args: { path: '/Loan' },
  globals: { locale: 'fil', viewport: { value: 'smallPhone', isRotated: false } },
  beforeEach: () => {
    // A toast an earlier story left is sized by the screen, which the zoom does not scale.
    toast.hide();
    const root = document.documentElement;
    root.style.setProperty('zoom', '1.3');
    return () => root.style.removeProperty('zoom');
  },
  play: async () => {
    const nav = await screen.findByRole('navigation', { name: siteFil['site.nav'] }, WAIT);
    const current = within(nav).getByRole('link', { name: fil['title.loanTerms'] });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const page = document.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    for (const link of within(nav).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(page.clientWidth);
    }
  },
};

/** The loan agreement's terms, figures from the terms object. */
export const LoanTerms: Story = {
  args: { path: '/Loan' },
  play: async () => {
    await expect(await tab(en['title.loanTerms'])).toHaveAttribute('aria-current', 'page');
    await expect(
      screen.getByText('5% a day from day 1 to day 30 after the due date;'),
    ).toBeVisible();
    await expect(receivedRequests).toEqual([]);
  },
};
