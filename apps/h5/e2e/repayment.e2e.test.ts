import { readableCode } from '@hiram/ui';
import type { Page } from 'playwright';
import { describe, expect, inject, test } from 'vitest';
import cardText from '../src/features/repay/text/card/en.ts';
import codeText from '../src/features/repay/text/code/en.ts';
import paymentText from '../src/features/repay/text/payment/en.ts';
import { en } from '../src/i18n/catalogues/en.ts';
import { DEMO_SMS_CODE } from '../src/mocks/promo/fixtures.ts';
import { payChannels } from '../src/mocks/repay/fixtures.ts';
import {
  chromiumForFile,
  deviceQuery,
  phonePage,
  postsTo,
  pressBack,
  raiseKeyboard,
} from './browser.ts';
import { chunkHeldBack } from './heldChunk.ts';

const browser = chromiumForFile();

const WAIT = { timeout: 15_000 };

/** Opens a screen as the native app would: the device values and a mock scenario in the URL. */
async function open(path: string, scenario = 'default', query: Record<string, string> = {}) {
  const { page, errors } = await phonePage(browser());
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const vcodes = postsTo(page, '/v3/loan-details/generate-vcode');
  const search = new URLSearchParams({ ...Object.fromEntries(deviceQuery), ...query, scenario });
  await page.goto(new URL(`${path}?${search}`, inject('appUrl')).href);
  return { page, errors, vcodes };
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const channels = payChannels();
const secondChannel = channels[1];
if (!secondChannel) throw new Error('the mock needs two channels');

async function payWith(page: Page, channel?: string) {
  await page.getByRole('button', { name: paymentText['payment.method'] }).click(WAIT);
  const sheet = page.getByRole('dialog');
  if (channel) await sheet.getByRole('radio', { name: channel }).click();
  await sheet.getByRole('button', { name: paymentText['payment.pay'], exact: true }).click();
}

describe('a layer opened before its code has arrived', () => {
  test('the payment method sheet shows once its code arrives', async () => {
    const server = await chunkHeldBack(inject('appUrl'), 'ChannelSheet');
    try {
      const { page, errors } = await phonePage(browser());
      const search = new URLSearchParams({
        ...Object.fromEntries(deviceQuery),
        scenario: 'default',
      });
      await page.goto(`${server.origin}/repayPeriod?${search}`);
      await page.getByRole('button', { name: paymentText['payment.method'] }).click(WAIT);
      await expect.poll(server.asked).toBe(true);
      expect(await page.getByRole('dialog').count()).toBe(0);
      server.release();
      const sheet = page.getByRole('dialog');
      await sheet.getByRole('radio', { name: String(secondChannel.name) }).waitFor(WAIT);
      expect(errors).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe('the payment method sheet, its code still on its way', () => {
  test("the phone's back cancels it: the page stays, and the sheet does not open later", async () => {
    const server = await chunkHeldBack(inject('appUrl'), 'ChannelSheet');
    try {
      const { page, errors } = await phonePage(browser());
      const search = new URLSearchParams({
        ...Object.fromEntries(deviceQuery),
        scenario: 'default',
      });
      await page.goto(`${server.origin}/repayPeriod?${search}`);
      const method = page.getByRole('button', { name: paymentText['payment.method'] });
      await method.click(WAIT);
      await expect.poll(server.asked).toBe(true);
      const pending = page.getByRole('status').filter({ hasText: 'Loading' });
      await pending.waitFor(WAIT);
      const handled = await page.evaluate(
        () => (window as { onNativeBack?: () => boolean }).onNativeBack?.() ?? false,
      );
      expect(handled).toBe(true);
      await pending.waitFor({ state: 'detached', ...WAIT });
      server.release();
      await page.waitForTimeout(1_000);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(pathOf(page)).toBe('/repayPeriod');
      await method.click(WAIT);
      await page.getByRole('dialog').getByRole('radio').first().waitFor(WAIT);
      expect(errors).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe("'Copy & pay'", () => {
  test('finds the code that keeps the pay code fetched before the tap, once the screen shows', async () => {
    const server = await chunkHeldBack(inject('appUrl'), 'repaymentInfo');
    try {
      const { page, errors } = await phonePage(browser());
      const search = new URLSearchParams({
        ...Object.fromEntries(deviceQuery),
        scenario: 'default',
      });
      await page.goto(`${server.origin}/repayPeriod?${search}`);
      await page.getByRole('button', { name: paymentText['payment.method'] }).waitFor(WAIT);
      await expect.poll(server.asked, WAIT).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe("a rollover's barcode", () => {
  test("its bars' code comes with the scan dialog's head start, before 'Show barcode' is tapped", async () => {
    const server = await chunkHeldBack(inject('appUrl'), 'BarcodeSvg');
    try {
      const { page, errors } = await phonePage(browser());
      const search = new URLSearchParams({
        ...Object.fromEntries(deviceQuery),
        scenario: 'default',
      });
      await page.goto(`${server.origin}/repayDelay?${search}`);
      await page.getByRole('button', { name: paymentText['payment.method'] }).waitFor(WAIT);
      await expect.poll(server.asked, WAIT).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe('paying an installment with a pay code', () => {
  test('the second channel pays: its number and the amount are sent once, and payUrl is followed', async () => {
    const { page, errors, vcodes } = await open('/repayPeriod');
    await payWith(page, String(secondChannel.name));
    await page.waitForURL((url) => url.pathname === '/repaymentOfCode', WAIT);
    expect(vcodes).toEqual([
      expect.objectContaining({
        channelNumber: String(secondChannel.channel_number),
        amount: 545500,
        orderId: deviceQuery.get('orderId'),
        productId: deviceQuery.get('productId'),
      }),
    ]);
    expect(vcodes[0]).not.toHaveProperty('isDelay');
    const landed = new URL(page.url());
    expect(landed.searchParams.get('repayAmount')).toBe('545500');
    // Shown as it is read: a code of digits alone in groups of four.
    await page.getByText(readableCode(landed.searchParams.get('payCode') ?? '-')).waitFor(WAIT);
    expect(errors).toEqual([]);
  });

  test('a hostile payUrl is not followed: the page stays and says the link is not allowed', async () => {
    const { page, vcodes } = await open('/repayPeriod', 'hostile');
    await payWith(page);
    await page.getByText(en['link.blocked']).first().waitFor(WAIT);
    expect(vcodes).toHaveLength(1);
    expect(pathOf(page)).toBe('/repayPeriod');
    await expect(page.evaluate(() => '__hiramHostileRan' in window)).resolves.toBe(false);
  });
});

describe('a second tap on Payment Method, as the sheet comes up under the finger', () => {
  test.each([0, 150, 250])(
    '%i ms after the first neither closes the sheet nor pays with the channel chosen for the borrower',
    async (gap) => {
      const { page, errors, vcodes } = await open('/repayPeriod');
      const method = page.getByRole('button', { name: paymentText['payment.method'] });
      await method.waitFor(WAIT);
      // Opened and closed once, so its code is here and it opens at the first tap.
      await method.click();
      await page.getByRole('dialog').waitFor(WAIT);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached', ...WAIT });
      const box = await method.boundingBox();
      if (!box) throw new Error('Payment Method is not shown');
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await page.mouse.click(x, y);
      await page.waitForTimeout(gap);
      await page.mouse.click(x, y);
      const sheet = page.getByRole('dialog');
      await sheet
        .getByRole('button', { name: paymentText['payment.pay'], exact: true })
        .waitFor(WAIT);
      // Past the sheet's way in, a tap is the borrower's own.
      await page.waitForTimeout(500);
      expect(await sheet.count()).toBe(1);
      const first = sheet.getByRole('radio', { name: String(channels[0]?.name) });
      expect(await first.isChecked()).toBe(true);
      expect(vcodes).toEqual([]);
      expect(pathOf(page)).toBe('/repayPeriod');
      expect(errors).toEqual([]);
    },
  );
});

describe("the phone's back", () => {
  test('closes the open payment method sheet first, then is left to the native app', async () => {
    const { page, errors, vcodes } = await open('/repayPeriod');
    await page.getByRole('button', { name: paymentText['payment.method'] }).click(WAIT);
    const sheet = page.getByRole('dialog');
    await sheet.waitFor(WAIT);
    await expect(page.evaluate(() => window.onNativeBack?.())).resolves.toBe(true);
    await sheet.waitFor({ state: 'detached', ...WAIT });
    await expect.poll(() => page.evaluate(() => window.onNativeBack?.())).toBe(false);
    expect(pathOf(page)).toBe('/repayPeriod');
    expect(vcodes).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('paying a rollover', () => {
  test('sends isDelay=1 and the delay amount', async () => {
    const { page, errors, vcodes } = await open('/repayDelay');
    await payWith(page);
    await page.waitForURL((url) => url.pathname === '/repaymentOfCode', WAIT);
    expect(vcodes).toEqual([expect.objectContaining({ isDelay: 1, amount: 136400 })]);
    expect(new URL(page.url()).searchParams.get('repayAmount')).toBe('136400');
    expect(errors).toEqual([]);
  });
});

describe('the default pay code', () => {
  test('opens the pay-by-code page, whose code card copies the code without its spaces', async () => {
    const { page, errors } = await open('/repayPeriod');
    await page.getByRole('button', { name: /7788 1234 5566/ }).click(WAIT);
    await page.waitForURL((url) => url.pathname === '/repaymentOfCode2', WAIT);
    await page.getByRole('button', { name: /7788 1234 5566/ }).click(WAIT);
    await page.getByText(codeText['code.copied']).waitFor(WAIT);
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('778812345566');
    expect(errors).toEqual([]);
  });
});

describe('repaying by card', () => {
  const amount = { amount: '545500' };

  async function commitWithCard(page: Page) {
    await page.getByRole('radio', { name: /BPI/ }).check(WAIT);
    await page.getByRole('button', { name: cardText['card.pay'] }).click();
    await page.getByRole('heading', { name: cardText['card.verify.title'] }).waitFor(WAIT);
  }

  async function confirmWith(page: Page, code: string) {
    await page.getByRole('textbox').fill(code);
    await page.getByRole('button', { name: cardText['card.verify.confirm'] }).click();
  }

  test("the browser's Back on the SMS step returns to the cards, as the phone's does", async () => {
    const { page, errors } = await open('/complaint', 'default');
    await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
    // Into the card page within the app, as a link from the order page goes: an app page behind.
    await page.evaluate((search) => {
      history.pushState(null, '', `/paymentWay?${search}`);
      dispatchEvent(new PopStateEvent('popstate'));
    }, new URLSearchParams({ ...Object.fromEntries(deviceQuery), ...amount }).toString());
    await commitWithCard(page);
    await pressBack(page);
    await page.getByRole('radio', { name: /BPI/ }).waitFor(WAIT);
    expect(pathOf(page)).toBe('/paymentWay');
    expect(await page.getByRole('heading', { name: cardText['card.verify.title'] }).count()).toBe(
      0,
    );
    expect(errors).toEqual([]);
  });

  test('runs through SMS verification to the order page', async () => {
    const { page, errors } = await open('/paymentWay', 'default', amount);
    const commits = postsTo(page, '/api/v1/service/loan/repayment-commit');
    const confirms = postsTo(page, '/api/v1/service/loan/repayment-confirm');
    await commitWithCard(page);
    expect(commits).toEqual([
      expect.objectContaining({ amount: 545500, bankName: 'BPI', couponId: null }),
    ]);
    // Watched from the tap: the toast comes with the move to the order page, which may be slow.
    const paid = page.getByText(cardText['card.paid']).waitFor(WAIT);
    await confirmWith(page, DEMO_SMS_CODE);
    await page.waitForURL((url) => url.pathname === '/loanDetail', WAIT);
    expect(confirms).toEqual([
      expect.objectContaining({
        orderId: deviceQuery.get('orderId'),
        verifyCode: DEMO_SMS_CODE,
        repaymentRecordId: expect.any(String),
      }),
    ]);
    await page.getByRole('heading', { level: 1, name: en['title.loanDetail'] }).waitFor(WAIT);
    // The order may still read as due: the borrower is told the payment is sent, there.
    await paid;
    expect(errors).toEqual([]);
  });

  test('a reload while the borrower reads the SMS (a phone that ended the web view) keeps the step', async () => {
    const { page, errors } = await open('/paymentWay', 'default', amount);
    const commits = postsTo(page, '/api/v1/service/loan/repayment-commit');
    const confirms = postsTo(page, '/api/v1/service/loan/repayment-confirm');
    const committed = page.waitForResponse((response) =>
      response.url().includes('/api/v1/service/loan/repayment-commit'),
    );
    await commitWithCard(page);
    const { data } = (await (await committed).json()) as { data: { repayRecordId: string } };
    await page.reload();
    await page.getByRole('heading', { name: cardText['card.verify.title'] }).waitFor(WAIT);
    // The code already sent is asked for: no second payment is started.
    await confirmWith(page, DEMO_SMS_CODE);
    await expect.poll(() => confirms.length, WAIT).toBe(1);
    expect(commits).toHaveLength(1);
    expect(confirms).toEqual([
      expect.objectContaining({ verifyCode: DEMO_SMS_CODE, repaymentRecordId: data.repayRecordId }),
    ]);
    expect(errors).toEqual([]);
  });

  test("the keyboard's Go key confirms the code while Confirm has stepped aside", async () => {
    const { page, errors } = await open('/paymentWay', 'default', amount);
    const confirms = postsTo(page, '/api/v1/service/loan/repayment-confirm');
    await commitWithCard(page);
    await page.getByRole('textbox').fill(DEMO_SMS_CODE);
    await raiseKeyboard(page);
    const confirm = page.getByRole('button', { name: cardText['card.verify.confirm'] });
    await expect.poll(() => confirm.count(), WAIT).toBe(0);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/loanDetail', WAIT);
    expect(confirms).toEqual([expect.objectContaining({ verifyCode: DEMO_SMS_CODE })]);
    expect(errors).toEqual([]);
  });

  test('code-800006 shows its message and stays on the verification step', async () => {
    const { page } = await open('/paymentWay', 'code-800006', amount);
    await commitWithCard(page);
    await confirmWith(page, DEMO_SMS_CODE);
    await page.getByText(en['api.validationCodeError']).first().waitFor(WAIT);
    expect(pathOf(page)).toBe('/paymentWay');
    // The step itself, with the code as typed: not the card list, which shares the address.
    await page.getByRole('heading', { name: cardText['card.verify.title'] }).waitFor(WAIT);
    expect(await page.getByRole('textbox').inputValue()).toBe(DEMO_SMS_CODE);
  });

  test('code-800005 shows its message and goes to the order: the payment is already in', async () => {
    const { page } = await open('/paymentWay', 'code-800005', amount);
    await commitWithCard(page);
    await confirmWith(page, DEMO_SMS_CODE);
    await page.getByText(en['api.duplicatePayment']).first().waitFor(WAIT);
    await page.waitForURL((url) => url.pathname === '/loanDetail', WAIT);
  });
});

describe('the keyboard on a phone held sideways', () => {
  const amount = { amount: '545500' };
  /** Whether what is drawn at the middle of `label`'s control is that control: nothing covers it. */
  const uncovered = (page: Page, label: string) =>
    page.getByRole('button', { name: label }).evaluate((control) => {
      const box = control.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && control.contains(top);
    });

  test('a control Tab reaches is scrolled clear of the footer bar, not under it', async () => {
    const { page } = await open('/paymentWay', 'default', amount);
    await page.setViewportSize({ width: 844, height: 390 });
    const add = page.getByRole('button', { name: cardText['card.addCard'] });
    await add.waitFor(WAIT);
    await page.evaluate(() => window.scrollTo(0, 0));
    for (let tab = 0; tab < 12; tab += 1) {
      await page.keyboard.press('Tab');
      if (await add.evaluate((control) => control === document.activeElement)) break;
    }
    await expect
      .poll(() => add.evaluate((control) => control === document.activeElement))
      .toBe(true);
    await expect.poll(() => uncovered(page, cardText['card.addCard'])).toBe(true);
  });
});
