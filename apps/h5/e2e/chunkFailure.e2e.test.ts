import type { Page } from 'playwright';
import { describe, expect, test } from 'vitest';
import fileText from '../src/features/complaint/text/file/en.ts';
import orderText from '../src/features/order/text/order/en.ts';
import paymentText from '../src/features/repay/text/payment/en.ts';
import rolloverText from '../src/features/repay/text/rollover/en.ts';
import { en } from '../src/i18n/catalogues/en.ts';
import { chromiumForFile, deviceQuery, phonePage } from './browser.ts';
import { productionForFile } from './productionServer.ts';

const browser = chromiumForFile();
// Chunks are served by the host here, not through the demo's mock worker, so the test can cut them.
const production = productionForFile();

/** The first request for the asset named `name` is cut off, as a dropped connection does. */
async function failsOnce(page: Page, name: string, extension = 'js') {
  const chunk = new RegExp(`^/assets/${name}-[\\w-]{8}\\.${extension}$`);
  let requests = 0;
  await page.route(
    (url) => chunk.test(url.pathname),
    (route) => {
      requests += 1;
      return requests === 1 ? route.abort('connectionreset') : route.continue();
    },
  );
  return () => requests;
}

/**
 * Every request for the chunk named `name` is cut off until `restore()`: a connection that stays
 * down, or a deploy that took the chunk away. (A browser that fetches a failed module again on
 * the next import, as Chromium now does, would otherwise get past a single cut by itself.)
 * `served()` counts the requests that went through.
 */
async function failsUntilRestored(page: Page, name: string) {
  const chunk = new RegExp(`^/assets/${name}-[\\w-]{8}\\.js$`);
  let cut = true;
  let cutOff = 0;
  let served = 0;
  await page.route(
    (url) => chunk.test(url.pathname),
    (route) => {
      if (cut) {
        cutOff += 1;
        return route.abort('connectionreset');
      }
      served += 1;
      return route.continue();
    },
  );
  return {
    cutOff: () => cutOff,
    served: () => served,
    restore: () => {
      cut = false;
    },
  };
}

describe("the app's own code that failed to arrive", () => {
  // The framework's chunk is the largest a page fetches, so the likeliest to be cut off; the entry
  // imports it. The boot chunk is one the entry's own script needs before anything runs.
  test.for(['framework', 'boot'])(
    '%s: the page says so in place of its skeleton, and "Try again" brings the screen',
    async (chunk) => {
      const { page, errors } = await phonePage(browser());
      const code = await failsUntilRestored(page, chunk);
      await page.goto(`${production().origin}/loanDetail?${deviceQuery}`);
      const failure = page.getByRole('alert');
      await failure.getByText(en['app.routeError.body']).waitFor();
      expect(await page.locator('main [aria-busy="true"]').count()).toBe(0);
      // Without the app's code the back button could do nothing.
      expect(await page.getByRole('button', { name: en['app.back'] }).count()).toBe(0);
      code.restore();
      await failure.getByRole('button', { name: en['app.retry'] }).click();
      await page
        .getByRole('button', { name: orderText['order.action.repayNow'], exact: true })
        .waitFor({ timeout: 15_000 });
      expect(code.served()).toBeGreaterThan(0);
      expect(
        errors.filter((error) => !/framework|startApp|boot|ERR_CONNECTION_RESET/.test(error)),
      ).toEqual([]);
    },
  );
});

describe("another language's words that failed to arrive", () => {
  test('the page says so in place of its skeleton, and "Try again" brings the screen in that language', async () => {
    const { page, errors } = await phonePage(browser());
    const words = await failsUntilRestored(page, 'fil');
    const filipino = new URLSearchParams(deviceQuery);
    filipino.set('lang', 'fil');
    await page.goto(`${production().origin}/loanDetail?${filipino}`);
    const failure = page.getByRole('alert');
    await failure.getByText(en['app.routeError.body']).waitFor({ timeout: 15_000 });
    expect(words.cutOff()).toBeGreaterThan(0);
    expect(await page.locator('main [aria-busy="true"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: en['app.back'] }).count()).toBe(0);
    words.restore();
    await failure.getByRole('button', { name: en['app.retry'] }).click();
    await page.locator('html[lang="fil"]').waitFor({ timeout: 15_000 });
    await page.locator('main h1').waitFor({ timeout: 15_000 });
    await expect
      .poll(() => page.locator('main [aria-busy="true"]').count(), { timeout: 15_000 })
      .toBe(0);
    expect(errors.filter((error) => !/fil|ERR_CONNECTION_RESET/.test(error))).toEqual([]);
  });
});

describe('a static page whose code cannot come', () => {
  test('keeps its text and drops the back button, which that code drives', async () => {
    const { page } = await phonePage(browser());
    const code = await failsUntilRestored(page, 'main');
    await page.goto(`${production().origin}/aboutUs?${deviceQuery}`);
    await page.locator('main h1').waitFor({ timeout: 15_000 });
    await expect.poll(code.cutOff, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('#root [data-navbar-back]').count(), { timeout: 15_000 })
      .toBe(0);
    expect(await page.locator('main').textContent()).toContain('Hiram');
  });
});

describe("a screen's code that failed to arrive", () => {
  test('"Try again" fetches it anew and shows the screen', async () => {
    const { page, errors } = await phonePage(browser());
    const code = await failsUntilRestored(page, 'OrderDetailPage');
    await page.goto(`${production().origin}/loanDetail?${deviceQuery}`);
    await page.getByRole('alert').getByText(en['app.routeError.body']).waitFor();
    code.restore();
    await page.getByRole('button', { name: en['app.retry'] }).click();
    await page
      .getByRole('button', { name: orderText['order.action.repayNow'], exact: true })
      .waitFor({ timeout: 15_000 });
    expect(code.served()).toBeGreaterThan(0);
    // Only the cut-off chunk failed.
    expect(errors.filter((error) => !/OrderDetailPage|ERR_CONNECTION_RESET/.test(error))).toEqual(
      [],
    );
  });
});

describe("the next screen's code that fails to arrive after an in-app move", () => {
  test('comes with a new page at its address, before any "check your connection"', async () => {
    const { page, errors } = await phonePage(browser());
    const requests = await failsOnce(page, 'RepayPeriodPage');
    await page.goto(`${production().origin}/loanDetail?${deviceQuery}`);
    const repay = page.getByRole('button', {
      name: orderText['order.action.repayNow'],
      exact: true,
    });
    await repay.waitFor({ timeout: 15_000 });
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await repay.click();
    await page.getByRole('button', { name: paymentText['payment.method'] }).waitFor({
      timeout: 15_000,
    });
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/repayPeriod');
    expect(requests()).toBeGreaterThanOrEqual(2);
    expect(errors.filter((error) => !/RepayPeriodPage|ERR_CONNECTION_RESET/.test(error))).toEqual(
      [],
    );
  });

  test('failing again in the new page, offers "Try again" rather than loading it once more', async () => {
    const { page } = await phonePage(browser());
    const code = await failsUntilRestored(page, 'RepayPeriodPage');
    await page.goto(`${production().origin}/loanDetail?${deviceQuery}`);
    await page
      .getByRole('button', { name: orderText['order.action.repayNow'], exact: true })
      .click({ timeout: 15_000 });
    await page.getByRole('alert').getByText(en['app.routeError.body']).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(1_000);
    expect(new URL(page.url()).pathname).toBe('/repayPeriod');
    await page.getByRole('alert').getByText(en['app.routeError.body']).waitFor();
    code.restore();
  });
});

describe("a part of a screen's code that failed to arrive", () => {
  // The rollover's cost: shown with the screen's content, so its failure is the screen's.
  test('the screen says so in words, not the browser\'s, and "Try again" brings it', async () => {
    const { page, errors } = await phonePage(browser());
    const code = await failsUntilRestored(page, 'RolloverCost');
    await page.goto(`${production().origin}/repayDelay?${deviceQuery}`);
    const failure = page.getByRole('alert');
    await failure.getByText(en['app.routeError.body']).waitFor();
    expect(await failure.textContent()).not.toMatch(/import|\.js/);
    code.restore();
    await failure.getByRole('button', { name: en['app.retry'] }).click();
    await page
      .getByRole('heading', { name: rolloverText['rollover.cost.title'] })
      .waitFor({ timeout: 15_000 });
    expect(code.served()).toBeGreaterThan(0);
    expect(errors.filter((error) => !/RolloverCost|ERR_CONNECTION_RESET/.test(error))).toEqual([]);
  });
});

describe('"Try again" while the phone is offline', () => {
  // The app's own chunk (the page's prerendered message) and a screen's (the app's error view).
  test.for(['framework', 'OrderDetailPage'])(
    "%s: stays on the app's page, and loads the screen once the phone is back online",
    async (chunk) => {
      const { page } = await phonePage(browser());
      const code = await failsUntilRestored(page, chunk);
      await page.goto(`${production().origin}/loanDetail?${deviceQuery}`);
      await page.getByRole('alert').getByText(en['app.routeError.body']).waitFor();
      code.restore();
      await page.context().setOffline(true);
      await page.getByRole('button', { name: en['app.retry'] }).click();
      // A reload now would leave the web view on the browser's own error page.
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe('/loanDetail');
      await page.getByRole('alert').getByText(en['app.routeError.body']).waitFor();
      await page.context().setOffline(false);
      await page
        .getByRole('button', { name: orderText['order.action.repayNow'], exact: true })
        .waitFor({ timeout: 15_000 });
    },
  );
});

describe("a sheet's code that failed to arrive while the page was idle", () => {
  test('opening it shows the failure, and "Try again" brings a page where it opens', async () => {
    const { page } = await phonePage(browser());
    const code = await failsUntilRestored(page, 'ChannelSheet');
    await page.goto(`${production().origin}/repayPeriod?${deviceQuery}`);
    const method = page.getByRole('button', { name: paymentText['payment.method'] });
    await method.waitFor();
    // The head start the page took while idle is the request that was cut off.
    await expect.poll(code.cutOff, { timeout: 15_000 }).toBe(1);
    await method.click();
    await page.getByRole('alert').getByText(en['app.routeError.body']).waitFor();
    code.restore();
    await page.getByRole('button', { name: en['app.retry'] }).click();
    await method.click({ timeout: 15_000 });
    await page.getByRole('dialog').waitFor({ timeout: 15_000 });
    expect(code.served()).toBeGreaterThan(0);
  });
});

describe('the complaint sent modal whose code cannot come', () => {
  test('the complaint is in: a toast says so and the page leaves, with no error in its place', async () => {
    const { page, errors } = await phonePage(browser());
    const modal = await failsUntilRestored(page, 'SentDialog');
    const search = new URLSearchParams({
      ...Object.fromEntries(deviceQuery),
      problemType: '2',
      orderNo: 'PB202504150001',
    });
    await page.goto(`${production().origin}/complainPageNext?${search}`);
    await page
      .getByRole('textbox', { name: fileText['file.describe.comments'] })
      .fill('The app charged me twice.', { timeout: 15_000 });
    await page.getByRole('button', { name: fileText['file.describe.send'] }).click();
    await page.getByText(fileText['file.describe.sent.title']).waitFor({ timeout: 15_000 });
    expect(modal.cutOff()).toBeGreaterThan(0);
    expect(await page.getByText(en['app.routeError.body']).count()).toBe(0);
    await page.waitForURL((url) => url.pathname === '/complaint', { timeout: 15_000 });
    expect(errors.filter((error) => !/SentDialog|ERR_CONNECTION_RESET/.test(error))).toEqual([]);
  });
});

describe("'Copy & pay' whose storage code failed to arrive", () => {
  test('the tap says so and loads the page anew; the next tap opens the pay code', async () => {
    const { page } = await phonePage(browser());
    const requests = await failsOnce(page, 'repaymentInfo');
    await page.goto(`${production().origin}/repayPeriod?${deviceQuery}`);
    const copyAndPay = page.getByRole('button', { name: paymentText['payment.payCode.open'] });
    await copyAndPay.waitFor();
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await copyAndPay.click();
    await page.waitForFunction(() => !('notReloaded' in window), undefined, { timeout: 15_000 });
    await copyAndPay.click({ timeout: 15_000 });
    await page.waitForURL((url) => url.pathname === '/repaymentOfCode2', { timeout: 15_000 });
    expect(requests()).toBe(2);
  });
});

describe("a bank form picker whose sheet's code cannot come", () => {
  test('it closes and says so; the form keeps what was typed, and a later tap opens it', async () => {
    const { page, errors } = await phonePage(browser());
    const sheet = await failsUntilRestored(page, 'CitySheet');
    await page.goto(`${production().origin}/bindBank?${deviceQuery}`);
    await page.getByRole('tab', { name: 'Bank account' }).click({ timeout: 15_000 });
    const number = page.getByRole('textbox', { name: /Account number/ });
    await number.fill('001234567890');
    const city = page.getByRole('button', { name: /Branch city/ });
    await city.click();
    await page.getByText(en['screen.offline.body']).waitFor({ timeout: 15_000 });
    expect(sheet.cutOff()).toBeGreaterThan(0);
    expect(await page.getByText(en['app.routeError.body']).count()).toBe(0);
    await expect(number.inputValue()).resolves.toBe('0012 3456 7890');
    sheet.restore();
    await city.click();
    await page
      .getByRole('dialog')
      .getByRole('option', { name: 'Cebu', exact: true })
      .waitFor({ timeout: 15_000 });
    expect(errors.filter((error) => !/CitySheet|ERR_CONNECTION_RESET/.test(error))).toEqual([]);
  });
});

describe("a bank branch's city list cut off on its way", () => {
  test('opening the city field asks for it once more, and lists the places', async () => {
    const { page } = await phonePage(browser());
    const requests = await failsOnce(page, 'placesData', 'json');
    await page.goto(`${production().origin}/bindBank?${deviceQuery}`);
    await page.getByRole('tab', { name: 'Bank account' }).click();
    // The list is asked for as the form shows a city field; that request is cut off.
    await expect.poll(requests, { timeout: 15_000 }).toBe(1);
    await page.getByRole('button', { name: /Branch city/ }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('option', { name: 'Cebu', exact: true }).waitFor({ timeout: 15_000 });
    expect(requests()).toBe(2);
  });
});
