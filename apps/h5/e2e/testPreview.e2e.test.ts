import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import previewText from '../src/dev/testPreview/text/preview/en.ts';
import { en } from '../src/i18n/catalogues/en.ts';
import { deviceQuery, launchChromium, phonePage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const TABS = 3;

async function opensCleanly(page: Page, href: string) {
  await page.goto(href);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // The prerendered page is on screen before the app starts and tidies the address bar.
  await page.waitForURL((url) => !url.searchParams.has('userId'));
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(en['app.routeError.title']).count(), href).resolves.toBe(0);
  await expect(page.getByText(en['app.notFound.title']).count(), href).resolves.toBe(0);
}

describe('the demo home page', () => {
  // Opens every screen of the app, three at a time: half a minute on an idle machine.
  test('links to every screen, and each one renders with the device values', async () => {
    const { page, errors } = await phonePage(browser);
    const home = new URL(`testPreview?${deviceQuery}`, inject('appUrl'));
    await page.goto(home.href);
    await page.getByRole('heading', { name: en['title.testPreview'] }).waitFor();
    // The prerendered page shows demo values; the device's arrive once it has hydrated.
    // A page without data loads its code after its first paint: on a busy machine, seconds.
    await expect
      .poll(() => page.getByLabel(previewText['preview.field.userId']).inputValue(), {
        timeout: 15_000,
      })
      .toBe(deviceQuery.get('userId'));

    const links = page.getByRole('navigation').getByRole('link');
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => (anchor as HTMLAnchorElement).href),
    );
    expect(hrefs.length).toBeGreaterThanOrEqual(24);

    for (const href of hrefs) {
      const target = new URL(href);
      expect(target.searchParams.get('userId') ?? target.hash, href).toMatch(/10001|userId=10001/);
    }
    // A few tabs at a time: each screen in a tab of its own, as a borrower opens it, so a page
    // still settling cannot interrupt the next one.
    const queue = [...hrefs];
    const tabErrors = await Promise.all(
      Array.from({ length: TABS }, async () => {
        const errors: string[] = [];
        while (queue.length > 0) {
          const href = queue.shift();
          if (!href) continue;
          const tab = await phonePage(browser);
          await opensCleanly(tab.page, href);
          await tab.page.close();
          errors.push(...tab.errors);
        }
        return errors;
      }),
    );
    expect(tabErrors.flat()).toEqual([]);
    expect(errors).toEqual([]);
  }, 180_000);
});
