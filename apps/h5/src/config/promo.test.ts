import { describe, expect, test } from 'vitest';
import { parsePromo } from './promo.ts';

describe('parsePromo', () => {
  test('the phone rule: cn when asked for, ph otherwise', () => {
    expect(parsePromo({ VITE_PHONE_RULE: 'cn' }).phoneRule).toBe('cn');
    expect(parsePromo({ VITE_PHONE_RULE: ' CN ' }).phoneRule).toBe('cn');
    expect(parsePromo({ VITE_PHONE_RULE: 'ph' }).phoneRule).toBe('ph');
    expect(parsePromo({ VITE_PHONE_RULE: 'us' }).phoneRule).toBe('ph');
    expect(parsePromo({}).phoneRule).toBe('ph');
  });

  test('the store links, trimmed, empty when unset', () => {
    expect(
      parsePromo({
        VITE_PLAY_STORE_URL: ' https://play.google.com/store/apps/details?id=ph.example ',
        VITE_APP_STORE_URL: 'https://apps.apple.com/ph/app/x/id1',
      }),
    ).toEqual({
      phoneRule: 'ph',
      playStoreUrl: 'https://play.google.com/store/apps/details?id=ph.example',
      appStoreUrl: 'https://apps.apple.com/ph/app/x/id1',
    });
    expect(parsePromo({}).playStoreUrl).toBe('');
  });
});
