import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { STORY_COMPANY } from '../../../documents/legalStories.ts';
import { en } from '../../../i18n/index.ts';
import { storyLanding } from '../shared/storyLanding.ts';
import promo from '../text/promo/en.ts';
import { DownloadView } from './DownloadView.tsx';

const meta = {
  title: 'Screens/Promo/Download',
  component: DownloadView,
  args: { landing: storyLanding, company: STORY_COMPANY, onBack: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DownloadView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both stores, the config's Google Play link first. */
export const BothStores: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(en['title.download']);
    await expect(
      canvas.getByRole('link', { name: promo['promo.download.android'] }),
    ).toHaveAttribute('href', storyLanding.playStoreUrl);
    await expect(canvas.getByRole('link', { name: promo['promo.download.ios'] })).toHaveAttribute(
      'href',
      storyLanding.appStoreUrl,
    );
    // The lender as the SEC knows it, as on every page of an ad's landing.
    await expect(
      canvas.getByText(
        'Hiram Lending Corporation, SEC Registration No. CS201900001, Certificate of Authority No. 9001. Questions: support@hiram.example.',
      ),
    ).toBeVisible();
  },
};

/** Only one link passed the guard: only that one shows. */
export const AndroidOnly: Story = {
  args: { landing: { ...storyLanding, appStoreUrl: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** No link at all: the visitor is told, not left with nothing. */
export const NoLinks: Story = {
  args: { landing: { ...storyLanding, playStoreUrl: undefined, appStoreUrl: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(promo['promo.download.none']);
  },
};

/** The config on its way. */
export const Loading: Story = {
  args: { landing: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
