import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { en } from '../../../i18n/index.ts';
import { currentTab, siteStoryCompany } from '../shared/siteStoryData.ts';
import site from '../text/site/en.ts';
import { SitePolicyView } from './SitePolicyView.tsx';

const meta = {
  title: 'Screens/Site/Privacy Agreement',
  component: SitePolicyView,
  args: { company: siteStoryCompany, policySrc: '/privacyPolicy', policyScripts: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePolicyView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app's own privacy policy in a sandboxed frame that may not navigate the site away. */
export const Framed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(currentTab(canvasElement)).toBe(en['title.policy']);
    const frame = canvas.getByTitle(site['site.policy.frame']);
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('src', '/privacyPolicy');
    // The policy is whole in its prerendered HTML: the frame runs none of its scripts.
    await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin allow-popups');
    const direct = canvas.getByRole('link', { name: site['site.policy.open'] });
    await expect(direct).toHaveAttribute('href', '/privacyPolicy');
    await expect(direct.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** In another language than the brand's, the policy draws itself in it: its scripts run. */
export const OtherLanguage: Story = {
  args: { policySrc: '/privacyPolicy?lang=fil', policyScripts: true },
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle(site['site.policy.frame']);
    await expect(frame).toHaveAttribute('src', '/privacyPolicy?lang=fil');
    await expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    await expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
  },
};

/** A refused address shows the refusal instead of a frame, and no link. */
export const Refused: Story = {
  args: { policySrc: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTitle(site['site.policy.frame'])).toBeNull();
    await expect(canvas.getByText(en['link.frameBlocked'])).toBeVisible();
    await expect(canvas.queryByRole('link', { name: site['site.policy.open'] })).toBeNull();
  },
};
