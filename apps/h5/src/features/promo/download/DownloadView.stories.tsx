import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
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

/** Only the Google Play link passed the guard: only it shows, and no App Store link. */
export const AndroidOnly: Story = {
  args: { landing: { ...storyLanding, appStoreUrl: undefined } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: promo['promo.download.android'] }),
    ).toHaveAttribute('href', storyLanding.playStoreUrl);
    await expect(canvas.queryByRole('link', { name: promo['promo.download.ios'] })).toBeNull();
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

/** The config on its way, until its button (after the page) is tapped. */
function ConfigArrives(props: ComponentProps<typeof DownloadView>) {
  const [arrived, setArrived] = useState(false);
  return (
    <>
      <DownloadView {...props} landing={arrived ? storyLanding : null} />
      <button type="button" onClick={() => setArrived(true)}>
        Config arrives
      </button>
    </>
  );
}

/** The store links take the place held for them: the lender's SEC note below does not move. */
export const LinksArriveInTheirPlace: Story = {
  render: (args) => <ConfigArrives {...args} />,
  play: async ({ canvas }) => {
    const note = () => canvas.getByText(/SEC Registration No\./).getBoundingClientRect().top;
    const before = note();
    await userEvent.click(canvas.getByRole('button', { name: 'Config arrives' }));
    await expect(
      await canvas.findByRole('link', { name: promo['promo.download.android'] }),
    ).toBeVisible();
    await expect(note()).toBe(before);
  },
};
