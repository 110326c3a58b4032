import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { filledStoryDocument } from '../../../documents/legalStories.ts';
import aboutUs from '../../../documents/text/aboutUs/en.ts';
import loanAgreement from '../../../documents/text/loanAgreement/en.ts';
import { en } from '../../../i18n/index.ts';
import { SiteDocumentView } from './SiteDocumentView.tsx';
import { currentTab, siteStoryCompany } from './siteStoryData.ts';

const meta = {
  title: 'Screens/Site/Document tabs',
  component: SiteDocumentView,
  args: {
    tab: 'about',
    title: en['title.about'],
    document: filledStoryDocument(aboutUs),
    company: siteStoryCompany,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteDocumentView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/About`: the about page's own text under the site's tabs, the brand's facts filled in. */
export const AboutUs: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(en['title.about']);
    await expect(currentTab(canvasElement)).toBe(en['title.about']);
    const first = aboutUs.sections[0];
    await expect(canvas.getByRole('heading', { level: 2, name: first?.heading })).toBeVisible();
    await expect(canvasElement.textContent).toContain('Hiram Lending Corporation');
    await expect(canvasElement.textContent).not.toMatch(/\{\w+\}/);
  },
};

/** `/Loan`: the loan agreement's terms, with the figures from the loan terms. */
export const LoanTerms: Story = {
  args: {
    tab: 'loanTerms',
    title: en['title.loanTerms'],
    document: filledStoryDocument(loanAgreement),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(currentTab(canvasElement)).toBe(en['title.loanTerms']);
    await expect(
      canvas.getByText('5% a day from day 1 to day 30 after the due date;'),
    ).toBeVisible();
    await expect(canvasElement.textContent).not.toMatch(/\{\w+\}/);
  },
};

/** Nothing wider than a phone's screen: the text wraps, the tabs scroll. */
export const FitsAPhone: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/**
 * A tab reached with the keyboard: its ring is drawn in the header's text colour, which reads on
 * the brand gradient (the accent ring, of the gradient's own hue, could not be seen).
 */
export const TabFocusRing: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    const tab = canvas.getByRole('link', { name: en['title.site'] });
    await expect(tab).toHaveFocus();
    const header = canvasElement.querySelector('header');
    if (!header) throw new Error('No header');
    await expect(getComputedStyle(tab).outlineColor).toBe(getComputedStyle(header).color);
  },
};
