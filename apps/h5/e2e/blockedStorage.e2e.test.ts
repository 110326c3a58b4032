import { describe, expect, test } from 'vitest';
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
  test.for(['/loanDetail', '/repayPeriod', '/complaintList', '/bindBank'])(
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
