import { describe, expect, test } from 'vitest';
import { createLinkGuard } from '../../../link/linkGuard.ts';
import { landingFrom } from './landing.ts';

const guard = createLinkGuard({
  window: () => ({ location: { origin: 'https://promo.hiram.example' } }) as unknown as Window,
  allowedHosts: ['play.google.com', 'apps.apple.com'],
  onBlocked: () => {},
});
const checks = {
  image: guard.image,
  link: (raw: unknown) => {
    const result = guard.check(raw);
    return result.ok ? result.url : undefined;
  },
};
const fallback = {
  appName: 'Hiram',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=ph.example.hiram',
  appStoreUrl: 'https://apps.apple.com/ph/app/hiram/id0000000000',
};

describe('landingFrom', () => {
  test("the config's title, name, logo and store link", () => {
    expect(
      landingFrom(
        {
          id: '7',
          title: ' Cash in minutes ',
          appName: 'PesoBilis',
          logo: '/mock-images/logo.svg',
          downloadUrl: 'https://play.google.com/store/apps/details?id=ph.pesobilis',
        },
        checks,
        fallback,
      ),
    ).toEqual({
      title: 'Cash in minutes',
      appName: 'PesoBilis',
      logo: '/mock-images/logo.svg',
      playStoreUrl: 'https://play.google.com/store/apps/details?id=ph.pesobilis',
      appStoreUrl: fallback.appStoreUrl,
    });
  });

  test('no config: the brand name and the env store links', () => {
    expect(landingFrom(null, checks, fallback)).toEqual({
      title: '',
      appName: 'Hiram',
      logo: undefined,
      playStoreUrl: fallback.playStoreUrl,
      appStoreUrl: fallback.appStoreUrl,
    });
  });

  test('hostile links and pictures are dropped; text that is no text is ignored', () => {
    const landing = landingFrom(
      {
        id: '7',
        title: { html: '<b>x</b>' },
        appName: 42,
        logo: 'javascript:alert(1)',
        downloadUrl: 'https://evil.example/app.apk',
        iosUrl: '//evil.example',
      },
      checks,
      { ...fallback, appStoreUrl: '' },
    );
    expect(landing).toEqual({
      title: '',
      appName: 'Hiram',
      logo: undefined,
      playStoreUrl: fallback.playStoreUrl,
      appStoreUrl: undefined,
    });
  });
});
