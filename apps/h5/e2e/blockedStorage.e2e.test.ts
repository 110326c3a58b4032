import type { Page } from 'playwright';
import { describe, expect, test } from 'vitest';
import orderText from '../src/features/order/text/order/en.ts';
import { en } from '../src/i18n/catalogues/en.ts';
import { chromiumForFile, deviceQuery, phonePage } from './browser.ts';
import { productionForFile } from './productionServer.ts';

const browser = chromiumForFile();
// The demo's mock worker keeps its cookies in localStorage and stops without it: the production
// build on the stub backend shows what a borrower gets.
const production = productionForFile();

/**
 * Where the phone blocks the site's data (cookies and site data off, some in-app browsers),
 * reading `sessionStorage` or `localStorage` throws a SecurityError.
 */
const storageRefused = () => {
  for (const name of ['sessionStorage', 'localStorage']) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  }
};

describe('a phone that refuses the site storage', () => {
  test.for(['/loanDetail', '/repayPeriod', '/paymentWay', '/complaintList', '/bindBank'])(
    '%s loads from the address alone',
    async (path) => {
      const { page, errors } = await phonePage(browser());
      await page.addInitScript(storageRefused);
      await page.goto(`${production().origin}${path}?${deviceQuery}`);
      await page.locator('main h1').waitFor();
      await expect
        .poll(() => page.locator('main [aria-busy="true"]').count(), { timeout: 15_000 })
        .toBe(0);
      expect(errors).toEqual([]);
    },
  );
});

/** An allowed host (`VITE_REDIRECT_HOSTS`) stands in for a pay provider's page. */
const ELSEWHERE = 'https://play.google.com/elsewhere';

/** The `userId` each call to `path` carried, in order. */
function userIdsSentTo(page: Page, path: string): (string | null)[] {
  const sent: (string | null)[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(path)) sent.push(url.searchParams.get('userId'));
  });
  return sent;
}

describe('a phone that refuses the site storage, back from a page elsewhere', () => {
  test('the screen the borrower left still knows who they are', async () => {
    const { page, errors } = await phonePage(browser());
    await page.addInitScript(storageRefused);
    await page.route(`${ELSEWHERE}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title>' }),
    );
    const sent = userIdsSentTo(page, '/loan-play-detail');
    await page.goto(`${production().origin}/loanDetail?${deviceQuery}`);
    await page
      .getByRole('button', { name: orderText['order.action.repayNow'], exact: true })
      .click({ timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: en['title.repayPeriod'] }).waitFor();
    await expect.poll(() => sent.length, { timeout: 15_000 }).toBe(1);
    await page.goto(ELSEWHERE);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: en['title.repayPeriod'] }).waitFor();
    await expect.poll(() => sent.length, { timeout: 15_000 }).toBe(2);
    expect(sent).toEqual([deviceQuery.get('userId'), deviceQuery.get('userId')]);
    expect(errors).toEqual([]);
  });
});

/** A storage that reads but refuses to write: full, or an old private mode. */
const storageFull = () => {
  Storage.prototype.setItem = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
};

describe('a phone that refuses the site storage, back from reading an agreement', () => {
  test.for([
    ['refused', storageRefused],
    ['full', storageFull],
  ] as const)(
    'the consent the borrower withdrew stays withdrawn (storage %s)',
    async ([, refuse]) => {
      const { page, errors } = await phonePage(browser());
      await page.addInitScript(refuse);
      await page.goto(`${production().origin}/loanConfirm?${deviceQuery}`);
      const consent = page.getByRole('checkbox');
      await consent.uncheck({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Privacy Policy' }).click();
      await page.waitForURL((url) => url.pathname !== '/loanConfirm');
      await page.getByRole('button', { name: en['app.back'] }).click();
      await page.waitForURL((url) => url.pathname === '/loanConfirm');
      await consent.waitFor({ timeout: 15_000 });
      // The screen is drawn afresh on Back: what it kept for this entry comes after its first paint.
      await page.waitForTimeout(500);
      await expect(consent.isChecked()).resolves.toBe(false);
      expect(errors).toEqual([]);
    },
  );
});
