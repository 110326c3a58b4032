import type { Page } from 'playwright';
import { describe, expect, test } from 'vitest';
import paymentText from '../src/features/repay/text/payment/en.ts';
import { en } from '../src/i18n/catalogues/en.ts';
import { payChannels } from '../src/mocks/repay/fixtures.ts';
import { awake, chromiumForFile, deviceQuery, phonePage } from './browser.ts';
import { productionForFile } from './productionServer.ts';

// The demo's mock worker unregisters itself as its last page goes, which keeps every demo page
// out of the back-forward cache: these tests run the production build on the stub backend.
const browser = chromiumForFile({ backForwardCache: true });
const production = productionForFile();

const WAIT = { timeout: 15_000 };

/** An allowed host (`VITE_REDIRECT_HOSTS`) stands in for a pay provider's or a store's page. */
const ELSEWHERE = 'https://play.google.com/elsewhere';

async function openWithElsewhere(path: string) {
  const { page, errors } = await phonePage(browser());
  await page.route(`${ELSEWHERE}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title>' }),
  );
  await page.goto(`${production().origin}${path}?${deviceQuery}`);
  return { page, errors };
}

/** How the document now shown was loaded: `navigate`, `reload` or `back_forward`. */
const loadedBy = (page: Page) =>
  page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation');
    return entry instanceof PerformanceNavigationTiming ? entry.type : 'none';
  });

const apiCallsTo = (path: string) =>
  production().apiCalls.filter((call) => call.path.endsWith(path)).length;

describe('Back to a page the browser kept in memory', () => {
  test('a data screen left for the pay page loads anew: the amount is asked again, no button still spins', async () => {
    const { page, errors } = await openWithElsewhere('/repayPeriod');
    const asked = apiCallsTo('/loan-play-detail');
    // The pay page the answer names is elsewhere, as a provider's is.
    await page.route(
      (url) => url.pathname.endsWith('/generate-vcode'),
      async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        await route.fulfill({ response, json: { ...body, data: { payUrl: ELSEWHERE } } });
      },
    );
    await page.getByRole('button', { name: paymentText['payment.method'] }).click(WAIT);
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('radio', { name: String(payChannels()[1]?.name) }).click(WAIT);
    await sheet.getByRole('button', { name: paymentText['payment.pay'], exact: true }).click();
    await page.waitForURL(ELSEWHERE, WAIT);
    expect(apiCallsTo('/loan-play-detail')).toBe(asked + 1);

    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => loadedBy(page), WAIT).toBe('reload');
    const method = page.getByRole('button', { name: paymentText['payment.method'] });
    await method.waitFor(WAIT);
    await expect.poll(() => apiCallsTo('/loan-play-detail')).toBe(asked + 2);
    expect(await method.getAttribute('aria-busy')).toBeNull();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a page without data comes back as it was, without loading again', async () => {
    const { page, errors } = await openWithElsewhere('/aboutUs');
    // Left while its code still loads, a page has a request in flight, which keeps any page out
    // of the cache: on a loaded machine that was the test, not the app.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      addEventListener('pageshow', (event) => {
        if (event.persisted) Object.assign(window, { restored: true });
      });
    });
    await page.goto(ELSEWHERE);
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => 'restored' in window), WAIT).toBe(true);
    expect(await loadedBy(page)).toBe('navigate');
    expect(errors).toEqual([]);
  });

  test('a page kept in memory after its own Back left it goes back again from its Back', async () => {
    const { page, errors } = await openWithElsewhere('/repayPeriod');
    await page
      .getByRole('link', { name: new RegExp(`^${paymentText['payment.help.title']}`) })
      .click(WAIT);
    await page.waitForURL((url) => url.pathname === '/paymentInstructions', WAIT);
    // Reloaded, the order's repayment page is another document's entry: Back leaves this one.
    await page.reload();
    const back = page.getByRole('button', { name: en['app.back'] });
    await expect.poll(() => awake(back), WAIT).toBe(true);
    await page.evaluate(() => Object.assign(window, { kept: true }));
    await back.click();
    await page.waitForURL((url) => url.pathname === '/repayPeriod', WAIT);
    await page.goForward({ waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => 'kept' in window), WAIT).toBe(true);
    // A borrower's next tap, not the twin of a double tap (within 300 ms, ignored on purpose).
    await page.waitForTimeout(300);
    await back.click(WAIT);
    await page.waitForURL((url) => url.pathname === '/repayPeriod', WAIT);
    expect(errors).toEqual([]);
  });
});
