import type { Page } from 'playwright';
import { describe, expect, inject, test } from 'vitest';
import loanText from '../src/features/loan/text/loan/en.ts';
import orderText from '../src/features/order/text/order/en.ts';
import promo from '../src/features/promo/text/promo/en.ts';
import paymentText from '../src/features/repay/text/payment/en.ts';
import { en } from '../src/i18n/catalogues/en.ts';
import { chromiumForFile, deviceQuery, phonePage, postsTo } from './browser.ts';
import { chunkHeldBack } from './heldChunk.ts';

const browser = chromiumForFile();

/** Opens a screen as the native app would: the device values and a mock scenario in the URL. */
async function open(path: string, scenario: string) {
  const { page, errors } = await phonePage(browser());
  const pushes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v3/loan-confirm/loan-detail-push')) pushes.push(request.url());
  });
  const url = new URL(`${path}?${deviceQuery}&scenario=${scenario}`, inject('appUrl'));
  await page.goto(url.href);
  return { page, errors, pushes };
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('confirming a loan', () => {
  test('with the agreements box checked, Loan Now lands on the order page', async () => {
    const { page, errors, pushes } = await open('/loanConfirm', 'loan-no-point-out');
    const loanNow = page.getByRole('button', { name: loanText['loan.loanNow'] });
    await expect(page.getByRole('checkbox').isChecked()).resolves.toBe(true);
    await loanNow.click();
    await page.waitForURL((url) => url.pathname === '/loanDetail');
    expect(new URL(page.url()).searchParams.get('from')).toBe('confirm');
    await page.getByRole('heading', { level: 1, name: en['title.loanDetail'] }).waitFor();
    expect(pushes).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('a lend details URL naming the order page by its file lands on the order page', async () => {
    // Same origin, so the router takes it; it knows no such route, so the host decides.
    const { page, errors, pushes } = await open('/loanConfirm', 'lend-details-file');
    await page.getByRole('button', { name: loanText['loan.loanNow'] }).click();
    // The prerendered order page shows its title before its code tidies the address.
    await page.waitForURL((url) => url.pathname === '/loanDetail');
    await page.getByRole('heading', { level: 1, name: en['title.loanDetail'] }).waitFor();
    expect(new URL(page.url()).searchParams.get('from')).toBe('confirm');
    expect(pushes).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('an in-app link to the promotion landing, a hash route, loads the landing', async () => {
    const { page, errors } = await open('/aboutUs', 'default');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    // As the link guard hands a same-origin URL to the router.
    await page.evaluate(() => {
      history.pushState(null, '', '/promo.html#/downloadTemplate?templateId=7');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('link', { name: promo['promo.download.android'] }).waitFor();
    expect(documents).toEqual(['/promo.html']);
    expect(errors).toEqual([]);
  });

  test('unchecking the box blocks the loan: nothing is sent, the page stays', async () => {
    const { page, pushes } = await open('/loanConfirm', 'loan-no-point-out');
    const loanNow = page.getByRole('button', { name: loanText['loan.loanNow'] });
    await loanNow.waitFor();
    await page.getByRole('checkbox').uncheck();
    await loanNow.click({ force: true });
    await page.waitForTimeout(500);
    expect(pathOf(page)).toBe('/loanConfirm');
    expect(pushes).toEqual([]);
  });
});

describe('borrowing again, another product', () => {
  test("the confirm page's calls name the new product in the query as in the body", async () => {
    const { page } = await open('/loanDetail', 'borrow-again-h5url');
    const pushed = page.waitForRequest((request) =>
      request.url().includes('/v3/loan-confirm/loan-detail-push'),
    );
    await page.getByRole('button', { name: orderText['order.action.borrowAgain'] }).click();
    await page.waitForURL((url) => url.pathname === '/loanConfirm');
    await page.getByRole('button', { name: loanText['loan.loanNow'] }).click();
    const push = await pushed;
    const query = new URL(push.url()).searchParams;
    expect(push.postDataJSON()).toMatchObject({ productId: '12' });
    expect([query.get('productId'), query.get('product_id')]).toEqual(['12', '12']);
    expect(query.get('userId')).toBe('10001');
  });
});

describe('the loan agreement dialog', () => {
  test('frames the agreement page without its back button, which would close the web view', async () => {
    const { page, errors } = await open('/loanConfirm', 'loan-agreement-popup');
    const dialog = page.getByRole('alertdialog', { name: loanText['loan.agreement.title'] });
    const framed = page.frameLocator('iframe');
    await framed.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
    const back = framed.getByRole('button', { name: en['app.back'] });
    await expect.poll(() => back.count(), { timeout: 15_000 }).toBe(0);
    await expect(dialog.isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  test("leaves the title to the dialog: the framed page's nav bar is there for screen readers only", async () => {
    const { page } = await open('/loanConfirm', 'loan-agreement-popup');
    const framed = page.frameLocator('iframe');
    const title = framed.getByRole('heading', { level: 1, name: en['title.loanAgreement'] });
    await title.waitFor({ state: 'attached', timeout: 15_000 });
    const banner = await framed.locator('header').first().boundingBox();
    expect(banner?.height).toBeLessThanOrEqual(1);
    // The text starts at the frame's top: the nav bar takes no room.
    const text = await framed.locator('main > header + div').boundingBox();
    const frame = await page.locator('iframe').boundingBox();
    expect(Math.abs((text?.y ?? -1) - (frame?.y ?? 0))).toBeLessThanOrEqual(1);
  });
});

describe('the loan agreement dialog, its code still on its way', () => {
  test('Loan Now waits for it: nothing is sent, and the dialog shows once its code comes', async () => {
    const server = await chunkHeldBack(inject('appUrl'), 'modal');
    try {
      const { page, errors } = await phonePage(browser());
      const pushes: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/v3/loan-confirm/loan-detail-push')) pushes.push(request.url());
      });
      const search = new URLSearchParams({
        ...Object.fromEntries(deviceQuery),
        scenario: 'loan-agreement-popup',
      });
      await page.goto(`${server.origin}/loanConfirm?${search}`);
      const loanNow = page.getByRole('button', { name: loanText['loan.loanNow'] });
      await loanNow.waitFor();
      await expect.poll(server.asked).toBe(true);
      // As a keyboard presses it: first while the page is held for the dialog, then once the
      // hold has run out (a fetch that stalls gives the page back), the loan still waits.
      await loanNow.focus();
      await page.keyboard.press('Enter');
      await page
        .getByRole('status')
        .filter({ hasText: 'Loading' })
        .waitFor({ state: 'detached', timeout: 15_000 });
      await loanNow.focus();
      await page.keyboard.press('Enter');
      // The press is answered: the dialog is on its way.
      await page.getByText(en['app.loading']).waitFor({ timeout: 5_000 });
      await page.waitForTimeout(500);
      expect(pushes).toEqual([]);
      expect(pathOf(page)).toBe('/loanConfirm');
      server.release();
      const dialog = page.getByRole('alertdialog', { name: loanText['loan.agreement.title'] });
      await dialog.waitFor({ timeout: 15_000 });
      expect(errors).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe('a second confirm page loaded in the same web view', () => {
  test('opens as new: its agreement dialog shows and its box starts checked', async () => {
    const { page } = await open('/loanConfirm', 'loan-agreement-popup');
    const dialog = page.getByRole('alertdialog', { name: loanText['loan.agreement.title'] });
    await dialog.getByRole('button', { name: loanText['loan.agree'] }).click({ timeout: 15_000 });
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('checkbox').uncheck();
    // The native app reuses its web view for the next offer: a new page in the same tab.
    const next = new URL(`/loanConfirm?${deviceQuery}&scenario=loan-agreement-popup`, page.url());
    next.searchParams.set('productId', '12');
    await page.goto(next.href);
    await dialog.waitFor({ timeout: 15_000 });
    await expect(page.getByRole('checkbox').isChecked()).resolves.toBe(true);
  });
});

describe('the loan agreement dialog, by keyboard', () => {
  test('Tab goes into the agreement, where the keys scroll it; Shift+Tab comes back, inside the dialog', async () => {
    const { page } = await open('/loanConfirm', 'loan-agreement-popup');
    const dialog = page.getByRole('alertdialog', { name: loanText['loan.agreement.title'] });
    const framed = page.frameLocator('iframe');
    await framed.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
    const focusedTag = () => page.evaluate(() => document.activeElement?.tagName);
    await page.keyboard.press('Tab');
    await expect.poll(focusedTag).toBe('IFRAME');
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    await page.keyboard.press('PageDown');
    await expect.poll(() => frame?.evaluate(() => scrollY)).toBeGreaterThan(0);
    await page.keyboard.press('Shift+Tab');
    const inDialog = () =>
      dialog.evaluate(
        (element) =>
          element.contains(document.activeElement) && document.activeElement !== document.body,
      );
    await expect.poll(inDialog).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(loanText['loan.agree']);
  });
});

describe("the first page's back button", () => {
  const back = (page: Page) => page.getByRole('button', { name: en['app.back'] });
  /** As a new tab or a messaging app's browser opens a link: the page is its only entry. */
  const openAsOnlyEntry = (page: Page, path = '/repayPeriod', scenario = 'default') =>
    page.evaluate(
      (address) => location.replace(address),
      new URL(`${path}?${deviceQuery}&scenario=${scenario}`, inject('appUrl')).href,
    );
  /** Once the page has been idle a second, when the shell decides on the back. */
  const decided = (page: Page) =>
    page.evaluate(
      () => new Promise((resolve) => setTimeout(() => requestIdleCallback(resolve), 1100)),
    );
  const repayScreenShown = (page: Page) =>
    page.getByRole('button', { name: paymentText['payment.method'] }).waitFor();

  test('a link opened on its own, with no app to close, shows none: it would do nothing', async () => {
    const { page, errors } = await phonePage(browser());
    await openAsOnlyEntry(page);
    await repayScreenShown(page);
    await expect(page.evaluate(() => history.length)).resolves.toBe(1);
    await expect.poll(() => back(page).count(), { timeout: 15_000 }).toBe(0);
    expect(errors).toEqual([]);
  });

  test('in the app, which closes the web view, it is there', async () => {
    const { page, errors } = await phonePage(browser());
    await page.addInitScript(() => {
      Object.assign(window, { HiramBridge: { closeWebView: () => {} } });
    });
    await openAsOnlyEntry(page);
    await repayScreenShown(page);
    await decided(page);
    await expect(back(page).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
  });

  test('on the order page Loan Now put in its place, it closes the web view', async () => {
    const { page, errors } = await phonePage(browser());
    await page.addInitScript(() => {
      const closed: string[] = [];
      Object.assign(window, {
        __closed: closed,
        HiramBridge: { closeWebView: () => closed.push(location.pathname) },
      });
    });
    await openAsOnlyEntry(page, '/loanConfirm', 'loan-no-point-out');
    await page.getByRole('button', { name: loanText['loan.loanNow'] }).click();
    await page.waitForURL((url) => url.pathname === '/loanDetail');
    await page.getByRole('heading', { level: 1, name: en['title.loanDetail'] }).waitFor();
    await back(page).click();
    const closed = () =>
      page.evaluate(() => (window as unknown as { __closed: string[] }).__closed);
    await expect.poll(closed, { timeout: 15_000 }).toEqual(['/loanDetail']);
    expect(pathOf(page)).toBe('/loanDetail');
    expect(errors).toEqual([]);
  });

  test('on that order page, with no app to close, it shows none', async () => {
    const { page, errors } = await phonePage(browser());
    await openAsOnlyEntry(page, '/loanConfirm', 'loan-no-point-out');
    await page.getByRole('button', { name: loanText['loan.loanNow'] }).click();
    await page.getByRole('heading', { level: 1, name: en['title.loanDetail'] }).waitFor();
    await decided(page);
    await expect.poll(() => back(page).count(), { timeout: 15_000 }).toBe(0);
    expect(errors).toEqual([]);
  });

  test('after a move within the app, back is there and returns', async () => {
    const { page, errors } = await open('/loanDetail', 'order-174-delay');
    await page
      .getByRole('button', { name: orderText['order.action.repayNow'], exact: true })
      .click();
    await repayScreenShown(page);
    await back(page).click();
    await page.waitForURL((url) => url.pathname === '/loanDetail');
    expect(errors).toEqual([]);
  });
});

describe('the order page', () => {
  test('status 174 with isDelay 1 offers both repayments; REPAY leads to /repayPeriod', async () => {
    const { page, errors } = await open('/loanDetail', 'order-174-delay');
    const repay = page.getByRole('button', {
      name: orderText['order.action.repayNow'],
      exact: true,
    });
    await repay.waitFor();
    await expect(
      page
        .getByRole('button', { name: new RegExp(orderText['order.action.rollover']) })
        .isVisible(),
    ).resolves.toBe(true);
    await repay.click();
    await page.waitForURL((url) => url.pathname === '/repayPeriod');
    // The new screen's title takes focus, so a screen reader reads where the borrower is.
    const focused = () =>
      page.evaluate(
        () => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`,
      );
    await expect.poll(focused).toBe(`H1 ${en['title.repayPeriod']}`);
    expect(errors).toEqual([]);
  });

  test('REPAY asks at once for the installment, once, and for every chunk of the repay screen', async () => {
    const server = await chunkHeldBack(inject('appUrl'), 'RepayPeriodPage');
    try {
      const { page, errors } = await phonePage(browser());
      const asked = postsTo(page, '/v3/installment/loan-play-detail');
      await page.goto(`${server.origin}/loanDetail?${deviceQuery}&scenario=order-174-delay`);
      await page
        .getByRole('button', { name: orderText['order.action.repayNow'], exact: true })
        .click();
      await expect.poll(server.asked).toBe(true);
      // The screen's chunk is held back, so only the route can have asked for these.
      await expect.poll(() => asked.length, { timeout: 5000 }).toBe(1);
      // The repay screens' shared code (the frame, the screen's data), asked beside the held chunk.
      await expect.poll(() => server.askedFor('RepayFrame'), { timeout: 5000 }).toBe(true);
      server.release();
      await page.getByRole('heading', { level: 1, name: en['title.repayPeriod'] }).waitFor();
      await page.getByRole('button', { name: paymentText['payment.method'] }).waitFor();
      expect(asked).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await server.close();
    }
  });

  test('a javascript: playeduL is not followed', async () => {
    const { page } = await open('/loanDetail', 'unsafe-redirect');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page
      .getByRole('button', { name: orderText['order.action.repayNow'], exact: true })
      .waitFor();
    await page.waitForTimeout(500);
    expect(pathOf(page)).toBe('/loanDetail');
    expect(dialogs).toEqual([]);
    await expect(page.getByText(en['link.blocked']).count()).resolves.toBe(1);
  });
});
