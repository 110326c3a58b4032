import type { Page } from 'playwright';
import { describe, expect, inject, test } from 'vitest';
import bankText from '../src/features/bank/text/bank/en.ts';
import fileText from '../src/features/complaint/text/file/en.ts';
import followText from '../src/features/complaint/text/follow/en.ts';
import { chromiumForFile, deviceQuery, phonePage, postsTo, raiseKeyboard } from './browser.ts';
import { chunkHeldBack } from './heldChunk.ts';

const browser = chromiumForFile();

const WAIT = { timeout: 15_000 };

/**
 * Opens a screen as the Android app would: the device values in the URL and the native bridge
 * (`window.HiramBridge`, contract section 7) recording each action the page calls.
 */
async function open(path: string, query: Record<string, string> = {}) {
  const { page, errors } = await phonePage(browser());
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { __bridgeCalls: calls });
    Object.assign(window, {
      HiramBridge: new Proxy({}, { get: (_, action) => () => calls.push(String(action)) }),
    });
  });
  const search = new URLSearchParams({ ...Object.fromEntries(deviceQuery), ...query });
  await page.goto(new URL(`${path}?${search}`, inject('appUrl')).href);
  return { page, errors };
}

const bridgeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bridgeCalls: string[] }).__bridgeCalls);

/** Picks `option` in the picker the field labelled `title` opens, then Confirm. */
async function choose(page: Page, title: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`^${title} `) }).click(WAIT);
  const sheet = page.getByRole('dialog', { name: title });
  await sheet.getByRole('option', { name: option }).click(WAIT);
  await sheet.getByRole('button', { name: bankText['bank.confirm'] }).click();
  await sheet.waitFor({ state: 'detached', ...WAIT });
}

describe('binding an e-wallet account', () => {
  test('from the order page: Maya chosen, saved through bind-card-loan, back on the order page', async () => {
    const { page, errors } = await open('/bindBank', { source: 'loanDetail' });
    const saves = postsTo(page, '/card/bind-card-loan');
    await choose(page, 'E-wallet', 'Maya');
    await page.getByLabel('Maya number').fill('09181234567');
    await page.getByRole('button', { name: bankText['bank.next'] }).click();
    await page.waitForURL((url) => url.pathname === '/loanDetail', WAIT);
    expect(new URL(page.url()).searchParams.get('source')).toBe('loanDetail');
    expect(saves).toEqual([
      expect.objectContaining({
        walletChannel: '90007',
        mayaAccount: '09181234567',
        cardType: '1',
        product_id: deviceQuery.get('productId'),
      }),
    ]);
    expect(await bridgeCalls(page)).toEqual(['startBankBind', 'endBankBind']);
    expect(errors).toEqual([]);
  });

  test('opened by the app: saved through bind-card-new, then the bridge ends the flow and closes', async () => {
    const { page, errors } = await open('/bindBank');
    const saves = postsTo(page, '/card/bind-card-new');
    await choose(page, 'E-wallet', 'Maya');
    await page.getByLabel('Maya number').fill('09181234567');
    await page.getByRole('button', { name: bankText['bank.next'] }).click();
    await expect
      .poll(() => bridgeCalls(page), WAIT)
      .toEqual(['startBankBind', 'endBankBind', 'closeWebView']);
    expect(saves).toEqual([expect.objectContaining({ walletChannel: '90007', cardType: '1' })]);
    expect(new URL(page.url()).pathname).toBe('/bindBank');
    expect(errors).toEqual([]);
  });
});

describe('in a plain browser', () => {
  test('opened on its own, with nothing to close, a saved account leads to the order page', async () => {
    const { page, errors } = await phonePage(browser());
    const saves = postsTo(page, '/card/bind-card-new');
    await page.evaluate(
      (address) => location.replace(address),
      new URL(`/bindBank?${deviceQuery}`, inject('appUrl')).href,
    );
    await choose(page, 'E-wallet', 'Maya');
    await expect(page.evaluate(() => history.length)).resolves.toBe(1);
    await page.getByLabel('Maya number').fill('09181234567');
    await page.getByRole('button', { name: bankText['bank.next'] }).click();
    await page.waitForURL((url) => url.pathname === '/loanDetail', WAIT);
    expect(saves).toEqual([expect.objectContaining({ mayaAccount: '09181234567' })]);
    expect(errors).toEqual([]);
  });
});

describe("the keyboard's Go key", () => {
  test('saves while the keyboard is up and Next has stepped aside', async () => {
    const { page, errors } = await open('/bindBank');
    const saves = postsTo(page, '/card/bind-card-new');
    const next = page.getByRole('button', { name: bankText['bank.next'] });
    await next.waitFor(WAIT);
    await page.getByLabel('Account holder name').fill('Maria Santos');
    await raiseKeyboard(page);
    await expect.poll(() => next.count(), WAIT).toBe(0);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => bridgeCalls(page), WAIT)
      .toEqual(['startBankBind', 'endBankBind', 'closeWebView']);
    expect(saves).toEqual([expect.objectContaining({ accountName: 'Maria Santos' })]);
    expect(errors).toEqual([]);
  });

  test('with a field left empty, names it and moves there instead of saving', async () => {
    const { page, errors } = await open('/bindBank');
    const saves = postsTo(page, '/card/bind-card-new');
    await page.getByLabel('GCash number').fill('');
    await page.getByLabel('Account holder name').focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id), WAIT)
      .toBe(await page.getByLabel('GCash number').getAttribute('id'));
    expect(saves).toEqual([]);
    expect(errors).toEqual([]);
  });
});

/** A small PNG, as a phone's picker would hand it over. */
const picture = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
});

describe('a collection complaint', () => {
  test('filed with two pictures, found in the list, opened and rated', async () => {
    const { page, errors } = await open('/complaint');
    const saves = postsTo(page, '/user-problem/problem-save');
    const scores = postsTo(page, '/user-problem/save-score');
    const description = 'They called me at 11 p.m. three nights in a row.';

    await page.getByRole('button', { name: 'Collection' }).click(WAIT);
    await page.getByRole('button', { name: /Calls at night/ }).click(WAIT);
    await page.waitForURL((url) => url.pathname === '/complainPageNext', WAIT);
    await page.getByRole('textbox', { name: fileText['file.describe.comments'] }).fill(description);
    for (const name of ['first.png', 'second.png']) {
      await page.getByLabel('Add image').setInputFiles(picture(name));
      await expect.poll(() => page.getByRole('progressbar').count(), WAIT).toBe(0);
    }
    await page.getByRole('button', { name: fileText['file.describe.send'] }).click();
    await page.waitForURL((url) => url.pathname === '/complaint', WAIT);
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({
      problemType: '1',
      problemSonType: '13',
      problemDetail: description,
    });
    expect(String(saves[0]?.problemImage).split(',')).toEqual([
      expect.stringMatching(/^\/mock-images\/uploads\//),
      expect.stringMatching(/^\/mock-images\/uploads\//),
    ]);

    await page.getByRole('button', { name: fileText['file.start.myComplaints'] }).click(WAIT);
    await page.waitForURL((url) => url.pathname === '/complaintList', WAIT);
    await page.getByRole('link', { name: new RegExp(description.slice(0, 20)) }).click(WAIT);
    await page.waitForURL((url) => url.pathname === '/complainDetails', WAIT);
    await expect
      .poll(() => page.getByRole('button', { name: /^Enlarge picture/ }).count(), WAIT)
      .toBe(2);

    const rating = page.getByRole('dialog', { name: followText['follow.rating.title'] });
    await rating.waitFor(WAIT);
    // A forced tap skips the wait for the dialog to take taps: it ignores them as it opens.
    await expect.poll(() => rating.getAttribute('data-entering'), WAIT).toBeNull();
    // The star input lies under its picture, as Rate draws it; a tap reaches the input.
    await rating.getByRole('radio', { name: '4 of 5 stars' }).check({ force: true });
    await rating.getByRole('button', { name: followText['follow.rating.send'] }).click();
    await page.getByText(followText['follow.rating.thanks']).waitFor(WAIT);
    await rating.waitFor({ state: 'detached', ...WAIT });
    expect(scores).toEqual([expect.objectContaining({ score: 4 })]);
    expect(errors).toEqual([]);
  });
});

describe('the complaint sent modal, its code still on its way', () => {
  test('shows for its time once the code comes, before the page leaves', async () => {
    const server = await chunkHeldBack(inject('appUrl'), 'SentDialog');
    try {
      const { page, errors } = await phonePage(browser());
      const search = new URLSearchParams({
        ...Object.fromEntries(deviceQuery),
        problemType: '2',
        orderNo: 'PB202504150001',
      });
      await page.goto(`${server.origin}/complainPageNext?${search}`);
      await page
        .getByRole('textbox', { name: fileText['file.describe.comments'] })
        .fill('The app charged me twice.', WAIT);
      await expect.poll(server.asked, WAIT).toBe(true);
      await page.getByRole('button', { name: fileText['file.describe.send'] }).click();
      await page.waitForTimeout(2_500);
      expect(new URL(page.url()).pathname).toBe('/complainPageNext');
      server.release();
      const sent = page.getByRole('dialog', { name: fileText['file.describe.sent.title'] });
      await sent.waitFor(WAIT);
      await page.waitForTimeout(1_000);
      expect(await sent.isVisible()).toBe(true);
      await page.waitForURL((url) => url.pathname === '/complaint', WAIT);
      expect(errors).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
