import { describe, expect, inject, test } from 'vitest';
import previewText from '../src/dev/testPreview/text/preview/en.ts';
import { en } from '../src/i18n/catalogues/en.ts';
import { routeTable } from '../src/routes/routeTable.ts';
import { chromiumForFile, deviceQuery, phonePage } from './browser.ts';

const browser = chromiumForFile();

describe('the demo home page', () => {
  test('opened with a scenario, its links open that scenario', async () => {
    const { page, errors } = await phonePage(browser());
    const home = new URL(`testPreview?${deviceQuery}&scenario=order-180-delay`, inject('appUrl'));
    await page.goto(home.href);
    const order = page.getByRole('navigation').getByRole('link', { name: /\/loanDetail$/ });
    await expect
      .poll(
        async () =>
          new URL((await order.getAttribute('href')) ?? '', home).searchParams.get('scenario'),
        {
          timeout: 15_000,
        },
      )
      .toBe('order-180-delay');
    expect(errors).toEqual([]);
  });

  test('links to every screen with the device values', async () => {
    const { page, errors } = await phonePage(browser());
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

    const hrefs = await page
      .getByRole('navigation')
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    const screens = hrefs.map((href) => {
      const { pathname, hash } = new URL(href);
      return `${pathname}${hash}`;
    });
    expect(screens.sort()).toEqual(
      [
        ...routeTable.filter(({ id }) => id !== 'testPreview').map(({ path }) => path),
        '/promo.html#/',
      ].sort(),
    );
    for (const href of hrefs) {
      const { searchParams } = new URL(href);
      for (const [name, value] of deviceQuery) expect(searchParams.get(name), href).toBe(value);
    }
    // Each screen, opened with these values, is walked by filipino.e2e (in Filipino, from these
    // very links) and by prerender.e2e (in English, hydrating).
    expect(errors).toEqual([]);
  });
});
