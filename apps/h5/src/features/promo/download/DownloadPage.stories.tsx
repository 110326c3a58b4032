import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import {
  expectNothingHostileHappened,
  withHostileBackend,
} from '../../../dev/storybook/hostile.ts';
import { requestsTo, sentTo, WAIT } from '../../../dev/storybook/loadFailures.ts';
import { withMockBackend } from '../../../dev/storybook/mockBackend.ts';
import { recordToasts, toasts } from '../../../dev/storybook/toasts.ts';
import { wiredPage } from '../../../dev/storybook/wiredPage.tsx';
import { en } from '../../../i18n/index.ts';
import { logos } from '../../../mocks/shared/images.ts';
import { CONFIG_REFUSAL, configLostOnce, configRefused } from '../shared/storyConfigFailures.ts';
import promo from '../text/promo/en.ts';
import DownloadPage from './DownloadPage.tsx';

const WiredDownload = wiredPage('/downloadTemplate', DownloadPage);

const meta = {
  title: 'Screens/Promo/Download (wired)',
  component: WiredDownload,
  args: { url: '/downloadTemplate?templateId=7' },
  parameters: { layout: 'fullscreen' },
  beforeEach: recordToasts,
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

const CHANNEL_TEMPLATE = '/api/v2/service/channel/channel-template';
const title = (name: string) => screen.findByRole('heading', { level: 2, name }, WAIT);
const logoShown = () => document.querySelector(`img[src="${logos.pesoBilis}"]`);

/**
 * The template's config refused (code 5001): the server's message toasted, and the page falls
 * back on the brand: its name and store links. Storybook's env names neither (the brand files
 * do), so here that is the page's own title and the notice that no link is available; no logo,
 * nothing of the config's app.
 */
export const ConfigRefused: Story = {
  beforeEach: configRefused,
  play: async () => {
    await waitFor(() => expect(toasts()).toEqual([CONFIG_REFUSAL]), WAIT);
    await expect(await title(promo['promo.download.title'])).toBeVisible();
    await expect(await unavailable()).toHaveAttribute('role', 'status');
    await expect(screen.queryByRole('link')).toBeNull();
    await expect(document.querySelector('img')).toBeNull();
    await expect(screen.queryByText('PesoBilis')).toBeNull();
    // Asked for once: a refusal is not asked again.
    await expect(sentTo(CHANNEL_TEMPLATE)).toHaveLength(1);
  },
};

/**
 * The template's config cut off by the network: the network's toast and the brand's fallback as
 * above; unlike a refusal, the config is asked for again once the phone is back online, and its
 * app's name and logo then show (its Google Play link still refused by Storybook's host rule).
 */
export const ConfigFailed: Story = {
  beforeEach: configLostOnce,
  play: async () => {
    await waitFor(() => expect(toasts()).toEqual([en['api.error']]), WAIT);
    await expect(await title(promo['promo.download.title'])).toBeVisible();
    await expect(logoShown()).toBeNull();
    window.dispatchEvent(new Event('online'));
    await expect(await title('PesoBilis')).toBeVisible();
    await expect(logoShown()).not.toBeNull();
    await expect(requestsTo(CHANNEL_TEMPLATE)[0]?.query).toMatchObject({ templateId: '7' });
  },
};
