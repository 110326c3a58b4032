import type { Page, Request } from 'playwright';
import { describe, expect, inject, test } from 'vitest';
import bankText from '../src/features/bank/text/bank/en.ts';
import fileText from '../src/features/complaint/text/file/en.ts';
import loanText from '../src/features/loan/text/loan/en.ts';
import orderText from '../src/features/order/text/order/en.ts';
import paymentText from '../src/features/repay/text/payment/en.ts';
import { en } from '../src/i18n/catalogues/en.ts';
import { chromiumForFile, deviceQuery, phonePage, pressBack } from './browser.ts';

const browser = chromiumForFile();

const ORDER_DETAIL = '/v3/loan-details/loan-details';
const WAIT = { timeout: 15_000 };

/** Every API call the page makes to `path`, as the browser sent it. */
function callsTo(page: Page, path: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(path)) calls.push(request);
  });
  return calls;
}

/** Opens a page first, so that going back has somewhere to land that is not the screen. */
async function openAfterStartPage(path: string, scenario: string) {
  const { page, errors } = await phonePage(browser());
  const start = new URL('/testPreview', inject('appUrl'));
  await page.goto(start.href);
  await page.goto(new URL(`${path}?${deviceQuery}&scenario=${scenario}`, start).href);
  return { page, errors };
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * The screen titled `title` is shown with its answer (no skeleton left). A Back while the answer is still on its
 * way leaves a request that the demo's mock worker, gone with the page, no longer answers: CI's
 * loaded run logged its 404.
 */
async function answered(page: Page, title: string) {
  await page.getByRole('heading', { level: 1, name: title }).waitFor(WAIT);
  await expect.poll(() => page.locator('main [aria-busy="true"]').count(), WAIT).toBe(0);
}

/**
 * On a first page with no Back, goes forward to the rollover and back, then reloads, as a cheap
 * phone does while the borrower pays elsewhere: Back is still not shown, the page ahead is no
 * page behind.
 */
async function forwardBackAndReload(page: Page) {
  await answered(page, en['title.loanDetail']);
  const back = page.locator('header').getByRole('button', { name: 'Back' });
  await expect.poll(() => back.count(), WAIT).toBe(0);
  await page.getByRole('button', { name: orderText['order.action.rollover'] }).click();
  await page.waitForURL((url) => url.pathname === '/repayDelay', WAIT);
  await page.goBack();
  await answered(page, en['title.loanDetail']);
  await page.reload();
  await answered(page, en['title.loanDetail']);
  await expect.poll(() => back.count(), WAIT).toBe(0);
}

describe('screens that leave replace their history entry', () => {
  test('after Loan Now, Back does not return to the loan confirm page', async () => {
    const { page, errors } = await openAfterStartPage('/loanConfirm', 'loan-no-point-out');
    await page.getByRole('button', { name: loanText['loan.loanNow'] }).click();
    await page.waitForURL((url) => url.pathname === '/loanDetail');
    await answered(page, en['title.loanDetail']);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/testPreview');
    expect(pathOf(page)).toBe('/testPreview');
    expect(errors).toEqual([]);
  });

  test("after the order's playeduL redirect, Back does not return to the order page", async () => {
    const { page, errors } = await openAfterStartPage('/loanDetail', 'order-174-redirect');
    await page.waitForURL((url) => url.pathname === '/repayPeriod');
    await answered(page, en['title.repayPeriod']);
    // The session stays out of the address bar, where a shared link would hand it out.
    const shown = new URL(page.url()).searchParams;
    expect(['userId', 'sessionId', 'mobilePhone'].filter((key) => shown.has(key))).toEqual([]);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/testPreview');
    expect(pathOf(page)).toBe('/testPreview');
    expect(errors).toEqual([]);
  });
});

describe('a complaint once sent', () => {
  test('returns to the complaint start it came from: Back leaves it, not a copy of it', async () => {
    const { page, errors } = await openAfterStartPage('/complaint', 'default');
    await page.getByRole('button', { name: 'Repayment' }).click({ timeout: 15_000 });
    await page.waitForURL((url) => url.pathname === '/complainPageNext');
    await page
      .getByRole('textbox', { name: fileText['file.describe.comments'] })
      .fill('I paid on Monday and the order still shows the amount due.');
    await page.getByRole('button', { name: fileText['file.describe.send'] }).click();
    await page.waitForURL((url) => url.pathname === '/complaint');
    await page.getByRole('button', { name: 'Repayment' }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/testPreview');
    expect(pathOf(page)).toBe('/testPreview');
    expect(errors).toEqual([]);
  });
});

describe('a card bound from the order page', () => {
  test('returns to that order page: Back leaves it, not a copy of it', async () => {
    const { page, errors } = await openAfterStartPage('/loanDetail', 'order-174-cardPop');
    await page
      .getByRole('button', { name: orderText['order.bindCard.go'] })
      .click({ timeout: 15_000 });
    await page.waitForURL((url) => url.pathname === '/bindBank');
    await page.getByRole('button', { name: bankText['bank.next'] }).click({ timeout: 15_000 });
    await page.waitForURL((url) => url.pathname === '/loanDetail');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/testPreview');
    expect(pathOf(page)).toBe('/testPreview');
    expect(errors).toEqual([]);
  });
});

describe('a double tap, as on a phone that seems slow to answer', () => {
  test.each([
    ['/loanDetail', 'button', orderText['order.action.repayNow'], '/repayPeriod'],
    ['/complaint', 'button', fileText['file.start.myComplaints'], '/complaintList'],
    [
      '/repayPeriod',
      'link',
      new RegExp(`^${paymentText['payment.help.title']}`),
      '/paymentInstructions',
    ],
  ] as const)(
    'on %s opens the next screen once: Back returns at once',
    async (from, role, name, to) => {
      const { page, errors } = await openAfterStartPage(from, 'default');
      await page.getByRole(role, { name, exact: true }).dblclick({ timeout: 15_000 });
      await page.waitForURL((url) => url.pathname === to);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.goBack();
      await page.waitForURL((url) => url.pathname === from);
      expect(pathOf(page)).toBe(from);
      expect(errors).toEqual([]);
    },
  );
});

describe('a link the server gave, followed in the app', () => {
  test('opens again after the borrower came back from it', async () => {
    const { page, errors } = await openAfterStartPage('/loanConfirm', 'loan-no-point-out');
    const agreement = page.getByRole('button', { name: 'Loan Agreement' });
    for (const _visit of ['first', 'again']) {
      await agreement.click(WAIT);
      await page.waitForURL((url) => url.pathname === '/loanAgreement', WAIT);
      await page.getByRole('heading', { level: 1, name: en['title.loanAgreement'] }).waitFor(WAIT);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/loanConfirm', WAIT);
    }
    expect(errors).toEqual([]);
  });
});

describe("a legal page's contents", () => {
  test("move within the page: the nav bar's Back then returns to the page before", async () => {
    const { page, errors } = await openAfterStartPage('/loanConfirm', 'loan-no-point-out');
    await page.getByRole('button', { name: 'Loan Agreement' }).click(WAIT);
    await page.waitForURL((url) => url.pathname === '/loanAgreement', WAIT);
    const contents = page.getByRole('navigation').getByRole('link');
    await contents.first().waitFor(WAIT);
    await contents.nth(1).click();
    await contents.nth(2).click();
    expect(new URL(page.url()).hash).toBe('');
    await page.locator('header').getByRole('button', { name: en['app.back'] }).click();
    await page.waitForURL((url) => url.pathname === '/loanConfirm', WAIT);
    expect(errors).toEqual([]);
  });
});

describe("the order page's dialogs", () => {
  test('stay closed when the borrower comes back to the page with Back', async () => {
    const { page, errors } = await openAfterStartPage('/loanDetail', 'order-174-cardPop');
    const prompt = page.getByRole('dialog', { name: 'Add a bank account' });
    await prompt.getByRole('button', { name: 'Close' }).click(WAIT);
    await prompt.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: orderText['order.action.repayment'] }).click();
    await page.waitForURL((url) => url.pathname === '/repayPeriod', WAIT);
    await page.goBack();
    await answered(page, en['title.loanDetail']);
    await page.waitForTimeout(500);
    expect(await prompt.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('a double tap on Back', () => {
  test('goes back one page, not two', async () => {
    const { page, errors } = await openAfterStartPage('/loanDetail', 'default');
    await page
      .getByRole('button', { name: orderText['order.action.repayNow'], exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/repayPeriod');
    await page.getByRole('heading', { level: 1, name: en['title.repayPeriod'] }).waitFor();
    await page.getByRole('button', { name: en['app.back'] }).dblclick();
    await page.getByRole('heading', { level: 1, name: en['title.loanDetail'] }).waitFor();
    // Both taps' traversals are queued before the order page renders; let the second one land.
    await page.waitForTimeout(1000);
    expect(pathOf(page)).toBe('/loanDetail');
    expect(errors).toEqual([]);
  });
});

describe("the phone's Back with a sheet open", () => {
  test('closes the sheet and stays on the screen; the next Back leaves it', async () => {
    const { page, errors } = await openAfterStartPage('/loanDetail', 'default');
    await page
      .getByRole('button', { name: orderText['order.action.repayNow'], exact: true })
      .click({ timeout: 15_000 });
    await page.waitForURL((url) => url.pathname === '/repayPeriod');
    await page.getByRole('button', { name: paymentText['payment.method'] }).click(WAIT);
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('button', { name: paymentText['payment.pay'], exact: true }).waitFor();
    await pressBack(page);
    await sheet.waitFor({ state: 'detached', ...WAIT });
    expect(pathOf(page)).toBe('/repayPeriod');
    await pressBack(page);
    await page.waitForURL((url) => url.pathname === '/loanDetail', WAIT);
    expect(errors).toEqual([]);
  });
});

describe('Back to a screen scrolled down', () => {
  test('returns where the borrower had scrolled, once the screen has drawn again; a new screen starts at its top', async () => {
    const { page, errors } = await openAfterStartPage('/loanDetail', 'default');
    await page.setViewportSize({ width: 390, height: 480 });
    const repay = page.getByRole('button', {
      name: orderText['order.action.repayNow'],
      exact: true,
    });
    await repay.scrollIntoViewIfNeeded({ timeout: 15_000 });
    const scrolled = await page.evaluate(() => scrollY);
    expect(scrolled).toBeGreaterThan(100);
    await repay.click();
    await page.getByRole('heading', { level: 1, name: en['title.repayPeriod'] }).waitFor();
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: en['title.loanDetail'] }).waitFor();
    await expect.poll(() => page.evaluate(() => scrollY), { timeout: 15_000 }).toBe(scrolled);
    expect(errors).toEqual([]);
  });

  test('leaves the page where it is when the borrower scrolls before the screen has drawn again', async () => {
    // Every answer takes 3 s: Back shows the order page's skeleton first.
    const { page, errors } = await openAfterStartPage('/loanDetail', 'slow');
    await page.setViewportSize({ width: 390, height: 480 });
    const repay = page.getByRole('button', {
      name: orderText['order.action.repayNow'],
      exact: true,
    });
    await repay.scrollIntoViewIfNeeded({ timeout: 15_000 });
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(100);
    await repay.click();
    await page.getByRole('heading', { level: 1, name: en['title.repayPeriod'] }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: en['title.loanDetail'] }).waitFor();
    expect(await repay.count()).toBe(0);
    await page.mouse.move(195, 240);
    await page.mouse.wheel(0, 40);
    const own = await page.evaluate(() => scrollY);
    await repay.waitFor({ timeout: 15_000 });
    // Two frames: the size change the answer makes has been observed.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await page.evaluate(() => scrollY)).toBe(own);
    expect(errors).toEqual([]);
  });
});

describe('a reload', () => {
  test('keeps the session once the device values have left the address bar', async () => {
    const { page, errors } = await phonePage(browser());
    const calls = callsTo(page, ORDER_DETAIL);
    const url = new URL(`/loanDetail?${deviceQuery}&scenario=order-200`, inject('appUrl'));
    await page.goto(url.href);
    const heading = page.getByRole('heading', { level: 1, name: en['title.loanDetail'] });
    await heading.waitFor();
    await page.waitForFunction(() => !new URLSearchParams(location.search).has('sessionId'));

    expect(new URL(page.url()).searchParams.has('userId')).toBe(false);
    // The heading is prerendered: the app (and its call) may come seconds later on a busy machine.
    await expect.poll(() => calls.length, { timeout: 15_000 }).toBe(1);

    await page.reload();
    await heading.waitFor();
    await expect.poll(() => calls.length, { timeout: 15_000 }).toBe(2);
    const afterReload = new URL(calls[calls.length - 1]?.url() ?? '');
    for (const key of ['deviceId', 'userId', 'sessionId', 'merchantNumber', 'productId']) {
      expect(afterReload.searchParams.get(key), key).toBe(deviceQuery.get(key));
    }
    expect(errors).toEqual([]);
  });

  test('of the first page, after a trip forward and back, shows no Back that leads nowhere', async () => {
    const { page, errors } = await phonePage(browser());
    const url = new URL(`/loanDetail?${deviceQuery}&scenario=order-174-delay`, inject('appUrl'));
    await page.goto(url.href);
    await forwardBackAndReload(page);
    expect(errors).toEqual([]);
  });

  test('the same where no Navigation API says so (iOS WebKit before 26): the entry remembers', async () => {
    const { page } = await phonePage(browser());
    await page
      .context()
      .addInitScript(() =>
        Object.defineProperty(window, 'navigation', { value: undefined, configurable: true }),
      );
    const url = new URL(`/loanDetail?${deviceQuery}&scenario=order-174-delay`, inject('appUrl'));
    // Opened as a messaging app opens a link: the first page of a new tab.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.evaluate((href) => void window.open(href, '_blank', 'noopener'), url.href),
    ]);
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(String(error)));
    await expect(tab.evaluate(() => history.length)).resolves.toBe(1);
    await forwardBackAndReload(tab);
    // The reloaded page has one ahead of it, which history.length alone counts as behind.
    await expect(tab.evaluate(() => history.length)).resolves.toBe(2);
    expect(errors).toEqual([]);
  });
});
