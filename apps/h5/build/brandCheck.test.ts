import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { describe, expect, test } from 'vitest';
import { brandProblems, checkBrand } from './brandCheck.ts';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const brands = readdirSync(appDir)
  // A developer's own `.env.local` (Vite's convention) is no brand.
  .filter((name) => /^\.env\.[\w-]+$/.test(name) && name !== '.env.local')
  .map((name) => name.slice('.env.'.length));

const acme = {
  VITE_APP_NAME: 'Acme',
  VITE_SERVICE_PHONE: '+63 2 8000 0000',
  VITE_THEME_GRADIENT: '#7c2d12,#b91c1c',
  VITE_THEME_ACCENT: '#0e7490',
  VITE_THEME_FONT: '#111827',
  VITE_COMPANY_NAME: 'Acme Lending Corp.',
  VITE_COMPANY_ADDRESS: '1 Main St, Makati City',
  VITE_SERVICE_EMAIL: 'help@acme.example',
  VITE_SEC_REGISTRATION: 'CS000',
  VITE_CERTIFICATE_OF_AUTHORITY: '1',
};

test('the brands in the repository are found', () => {
  expect(brands).toEqual(expect.arrayContaining(['hiram', 'bayani', 'tala']));
});

describe.each(brands)('.env.%s', (brand) => {
  test('builds: every value the pages print is there and well formed', () => {
    expect(brandProblems(loadEnv(brand, appDir, 'VITE_'))).toEqual([]);
  });
});

describe('brandProblems', () => {
  test('a whole brand passes', () => {
    expect(brandProblems(acme)).toEqual([]);
  });

  test('names every blank value the legal pages, footer and customer service would print', () => {
    expect(
      brandProblems({ ...acme, VITE_SEC_REGISTRATION: ' ', VITE_SERVICE_EMAIL: undefined }),
    ).toEqual(['VITE_SERVICE_EMAIL is not set', 'VITE_SEC_REGISTRATION is not set']);
  });

  test('an unquoted colour, which dotenv reads as blank, is told to be quoted', () => {
    expect(brandProblems({ ...acme, VITE_THEME_ACCENT: '' })).toEqual([
      'VITE_THEME_ACCENT is not set (quote colours in .env files: # starts a comment)',
    ]);
  });

  test.each([
    ['VITE_THEME_ACCENT', '0e7490', "'0e7490' is not a hex colour"],
    ['VITE_THEME_GRADIENT', '#7c2d12,red', "'red' is not a hex colour"],
    ['VITE_THEME_GRADIENT', '#111,#222,#333', 'takes at most 2 colour(s)'],
    ['VITE_LOCALE', 'fil-PH', "'fil-PH' is not one of en, zh-CN, id, fil"],
    ['VITE_PHONE_RULE', 'us', "'us' is neither ph nor cn"],
    ['VITE_SITE_ORIGIN', 'www.acme.ph', "'www.acme.ph' is not an origin"],
    ['VITE_REDIRECT_HOSTS', 'wa.me,https://pay.example/', "'https://pay.example/' is not a host"],
    ['VITE_PLAY_STORE_URL', 'http://play.google.com/x', 'is not https'],
    [
      'VITE_APP_STORE_URL',
      'https://apps.apple.com/ph/app/x',
      'the link guard refuses it (host; is its host in VITE_REDIRECT_HOSTS?)',
    ],
    [
      'VITE_PLAY_STORE_URL',
      'https://qa:pw@play.google.com/x',
      'the link guard refuses it (credentials',
    ],
    ['VITE_LOCALE', ' fil', "' fil' is not one of en, zh-CN, id, fil"],
  ])('%s=%s: says %s', (name, value, says) => {
    const problems = brandProblems({
      ...acme,
      VITE_REDIRECT_HOSTS: 'play.google.com',
      [name]: value,
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(name);
    expect(problems[0]).toContain(says);
  });

  test('store links on an allowed host, a one-colour gradient and the forms the parsers read pass', () => {
    expect(
      brandProblems({
        ...acme,
        VITE_THEME_GRADIENT: '#7c2d12',
        VITE_REDIRECT_HOSTS: 'Play.Google.com:443, apps.apple.com:8443,localhost:8080,wa.me/',
        VITE_PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=x',
        VITE_APP_STORE_URL: 'https://apps.apple.com:8443/ph/app/x',
        VITE_PHONE_RULE: 'CN',
        VITE_LOCALE: 'zh-CN',
        VITE_SITE_ORIGIN: 'https://www.acme.ph/',
      }),
    ).toEqual([]);
  });
});

test('checkBrand stops the build with every problem and the file to fix', () => {
  expect(() => checkBrand('acme', {})).toThrow(
    /^The brand of mode 'acme' \(apps\/h5\/\.env\.acme; npm scripts take BRAND=<name>\) cannot build:\n- VITE_APP_NAME is not set\n/,
  );
  expect(() => checkBrand('acme', acme)).not.toThrow();
});
