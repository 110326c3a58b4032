import type { Landing } from './landing.ts';

/** The demo template's landing as its page hands it to a view. */
export const storyLanding: Landing = {
  title: 'Borrow up to ₱20.000 from your phone',
  appName: 'PesoBilis',
  logo: '/mock-images/peso-bilis.svg',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=ph.pesobilis.app',
  appStoreUrl: 'https://apps.apple.com/ph/app/hiram/id0000000000',
};
