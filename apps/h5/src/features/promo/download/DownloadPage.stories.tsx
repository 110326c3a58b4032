import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import {
  expectNothingHostileHappened,
  withHostileBackend,
} from '../../../dev/storybook/hostile.ts';
import { WAIT } from '../../../dev/storybook/loadFailures.ts';
import { withMockBackend } from '../../../dev/storybook/mockBackend.ts';
import { wiredPage } from '../../../dev/storybook/wiredPage.tsx';
import promo from '../text/promo/en.ts';
import DownloadPage from './DownloadPage.tsx';

const WiredDownload = wiredPage('/downloadTemplate', DownloadPage);

const meta = {
  title: 'Screens/Promo/Download (wired)',
  component: WiredDownload,
  args: { url: '/downloadTemplate?templateId=7' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WiredDownload>;

export default meta;
type Story = StoryObj<typeof meta>;

const unavailable = () => screen.findByText(promo['promo.download.none'], {}, WAIT);

/**
 * Storybook allows no other host (its env names none, unlike the brand files): the config's
 * Google Play link is refused and the visitor is told. The e2e test follows it in a brand build.
 */
export const HostNotAllowed: Story = {
  beforeEach: withMockBackend('default'),
  play: async () => {
    await expect(await unavailable()).toHaveAttribute('role', 'status');
    await expect(screen.queryByRole('link', { name: promo['promo.download.android'] })).toBeNull();
  },
};

/** A hostile config: its links refused, nothing opened or run. */
export const Hostile: Story = {
  beforeEach: withHostileBackend,
  play: async () => {
    await expect(await unavailable()).toHaveAttribute('role', 'status');
    await expectNothingHostileHappened();
  },
};
