import type { Locator, Page } from 'playwright';
import { describe, expect, inject, test } from 'vitest';
import promo from '../src/features/promo/text/promo/en.ts';
import filipino from '../src/features/promo/text/promo/fil.ts';
import { en } from '../src/i18n/catalogues/en.ts';
import { DEMO_CAPTCHA, DEMO_SMS_CODE, REGISTERED_PHONE } from '../src/mocks/promo/fixtures.ts';
import { awake, chromiumForFile, phonePage } from './browser.ts';
import { chunkHeldBack } from './heldChunk.ts';

const browser = chromiumForFile();

const WAIT = { timeout: 15_000 };
const LANDING = '#/?templateId=7&utm_tag=nov&user_from=fb&app_from=hiram';

/** The landing as an ad opens it, the mock backend in `scenario`. */
async function openLanding(scenario = 'default') {
  const { page, errors } = await phonePage(browser());
  await page.goto(new URL(`promo.html?scenario=${scenario}${LANDING}`, inject('appUrl')).href);
  await captchaSrc(page);
  return { page, errors };
}

/** The captcha picture's address, once it has loaded. */
async function captchaSrc(page: Page): Promise<string> {
  const image = page.getByRole('img', { name: promo['promo.captcha.image'] });
  await image.waitFor(WAIT);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), WAIT)
    .toBeGreaterThan(0);
  return (await image.getAttribute('src')) ?? '';
}

/** The toast saying `text`; a refused field says it under the field too. */
const toast = (page: Page, text: string) =>
  page.getByRole('status').getByText(text, { exact: true }).waitFor(WAIT);
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fill(page: Page, values: { phone?: string; captcha?: string; smsCode?: string }) {
  if (values.phone) await field(page, promo['promo.phone']).fill(values.phone);
  if (values.captcha) await field(page, promo['promo.captcha']).fill(values.captcha);
  if (values.smsCode) await field(page, promo['promo.sms']).fill(values.smsCode);
}

const onDownloadPage = (page: Page) =>
  page.waitForURL((url) => url.hash.startsWith('#/downloadTemplate?templateId=7'), WAIT);

/**
 * Opens the landing (in `lang`, when given) with its framework chunk held back, so `typeEarly`
 * acts on the prerendered page; then lets the code in and runs `afterwards`.
 */
async function landingWokenAfter(
  lang: string | null,
  typeEarly: (page: Page) => Promise<void>,
  afterwards: (page: Page) => Promise<void>,
) {
  const server = await chunkHeldBack(inject('appUrl'), 'framework');
  try {
    const { page, errors } = await phonePage(browser());
    const language = lang ? `lang=${lang}&` : '';
    await page.goto(`${server.origin}/promo.html?${language}scenario=default${LANDING}`);
    await typeEarly(page);
    await expect.poll(server.asked, WAIT).toBe(true);
    server.release();
    await afterwards(page);
    expect(errors).toEqual([]);
  } finally {
    await server.close();
  }
}

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

describe('typed before the code arrives', () => {
  test('a phone typed while the landing was waking is kept, and is the one the captcha asks for', async () => {
    await landingWokenAfter(
      null,
      (page) => fill(page, { phone: '09171234567' }),
      async (page) => {
        await expect.poll(() => awake(field(page, promo['promo.phone'])), WAIT).toBe(true);
        const first = await captchaSrc(page);
        // A new picture needs the phone first: the one typed before the code came counts.
        await page.getByRole('img', { name: promo['promo.captcha.image'] }).click();
        await expect.poll(() => captchaSrc(page), WAIT).not.toBe(first);
        await fill(page, { captcha: DEMO_CAPTCHA });
        await expect(field(page, promo['promo.phone']).inputValue()).resolves.toBe('09171234567');
      },
    );
  });

  test('Register sent before the page wakes goes nowhere: no reload, no phone number in a URL', async () => {
    await landingWokenAfter(
      null,
      async (page) => {
        const loads: string[] = [];
        page.on('request', (request) => {
          if (request.isNavigationRequest()) loads.push(request.url());
        });
        await fill(page, { phone: '09171234567' });
        await field(page, promo['promo.phone']).press('Enter');
        await page.getByRole('button', { name: promo['promo.register'] }).click();
        await page.waitForTimeout(500);
        expect(loads).toEqual([]);
        expect(page.url()).not.toContain('09171234567');
      },
      async (page) => {
        await expect.poll(() => awake(field(page, promo['promo.phone'])), WAIT).toBe(true);
        await expect(field(page, promo['promo.phone']).inputValue()).resolves.toBe('09171234567');
        expect(page.url()).not.toContain('09171234567');
      },
    );
  });

  test('in another language the page is drawn anew: the phone and its focus carry over', async () => {
    await landingWokenAfter(
      'fil',
      (page) => page.locator('input[name="phone"]').fill('0917123456'),
      async (page) => {
        const phone = page.locator('input[name="phone"]');
        await page.locator('html[lang="fil"]').waitFor(WAIT);
        await expect.poll(() => isFocused(phone), WAIT).toBe(true);
        await expect(phone.inputValue()).resolves.toBe('0917123456');
        await page.keyboard.type('7');
        await expect(phone.inputValue()).resolves.toBe('09171234567');
        const picture = page.getByRole('img', { name: filipino['promo.captcha.image'] });
        const first = await picture.getAttribute('src', WAIT);
        // The new picture needs a valid phone: the one typed across the redraw counts.
        await picture.click();
        await expect.poll(() => picture.getAttribute('src'), WAIT).not.toBe(first);
      },
    );
  });

  test('drawn anew, the focus goes back to the field that had it, not to the last one typed into', async () => {
    await landingWokenAfter(
      'fil',
      async (page) => {
        await page.locator('input[name="phone"]').fill('09171234567');
        await page.locator('input[name="captcha"]').focus();
      },
      async (page) => {
        const captcha = page.locator('input[name="captcha"]');
        await page.locator('html[lang="fil"]').waitFor(WAIT);
        await expect.poll(() => isFocused(captcha), WAIT).toBe(true);
        await page.keyboard.type(DEMO_CAPTCHA);
        await expect(captcha.inputValue()).resolves.toBe(DEMO_CAPTCHA);
        await expect(page.locator('input[name="phone"]').inputValue()).resolves.toBe('09171234567');
      },
    );
  });
});

describe('the registration terms', () => {
  test('read before registering, they give the form back as it was left, with a new captcha and no second visit', async () => {
    const { page, errors } = await openLanding();
    const first = await captchaSrc(page);
    const visitsAfterOpen: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/promotion/track-visit')) visitsAfterOpen.push(request.url());
    });
    await fill(page, { phone: '09171234567', captcha: DEMO_CAPTCHA, smsCode: DEMO_SMS_CODE });
    await page.getByRole('link', { name: promo['promo.terms.link'] }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/agreementTemplate'), WAIT);
    // Until the agreement's code is in, the landing stays on screen, untouched.
    await page.getByRole('heading', { level: 1, name: en['title.agreement'] }).waitFor(WAIT);
    await page.goBack();
    await expect.poll(() => captchaSrc(page), WAIT).not.toBe(first);
    // One landing opened is one visit, however often its form shows again.
    expect(visitsAfterOpen).toEqual([]);
    await expect(field(page, promo['promo.phone']).inputValue()).resolves.toBe('09171234567');
    await expect(field(page, promo['promo.sms']).inputValue()).resolves.toBe(DEMO_SMS_CODE);
    await expect(field(page, promo['promo.captcha']).inputValue()).resolves.toBe('');
    await fill(page, { captcha: DEMO_CAPTCHA });
    await page.getByRole('button', { name: promo['promo.register'] }).click();
    await toast(page, en['api.registered']);
    await onDownloadPage(page);
    expect(errors).toEqual([]);
  });
});

describe('the registration terms in the app, which closes the web view', () => {
  test("their page's Back returns to the form as it was left, with the focus on the page's heading", async () => {
    const { page, errors } = await phonePage(browser());
    await page.addInitScript(() => {
      const closed: string[] = [];
      Object.assign(window, {
        __closed: closed,
        HiramBridge: { closeWebView: () => closed.push('closed') },
      });
    });
    await page.goto(new URL(`promo.html?scenario=default${LANDING}`, inject('appUrl')).href);
    await captchaSrc(page);
    await fill(page, { phone: '09171234567' });
    await page.getByRole('link', { name: promo['promo.terms.link'] }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/agreementTemplate'), WAIT);
    const title = page.getByRole('heading', { level: 1, name: en['title.agreement'] });
    await title.waitFor(WAIT);
    await expect.poll(() => isFocused(title), WAIT).toBe(true);
    await page.getByRole('button', { name: en['app.back'] }).click();
    await page.getByRole('heading', { level: 1, name: en['title.register'] }).waitFor(WAIT);
    await expect(field(page, promo['promo.phone']).inputValue()).resolves.toBe('09171234567');
    const closed = await page.evaluate(
      () => (window as unknown as { __closed: string[] }).__closed,
    );
    expect(closed).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the promotion landing on the demo', () => {
  test('captcha, SMS countdown that outlives a reload, registration, and the download page', async () => {
    const { page, errors } = await openLanding();
    // A new picture needs the phone first.
    const first = await captchaSrc(page);
    await page.getByRole('img', { name: promo['promo.captcha.image'] }).click();
    await toast(page, promo['promo.phone.invalid.ph']);
    await fill(page, { phone: '+63 917 123 4567' });
    await page.getByRole('img', { name: promo['promo.captcha.image'] }).click();
    await expect.poll(() => captchaSrc(page), WAIT).not.toBe(first);

    await fill(page, { captcha: DEMO_CAPTCHA });
    await page.getByRole('button', { name: promo['promo.sms.send'] }).click();
    await toast(page, promo['promo.sms.sent']);
    await page.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor(WAIT);

    await page.reload();
    await captchaSrc(page);
    const waiting = page.getByRole('button', { name: /^Resend in \d+ s$/ });
    await waiting.waitFor(WAIT);
    // Announced as unavailable while it counts, yet its tap still arrives, to be refused.
    await waiting.click({ force: true });
    await toast(page, promo['promo.sms.repeat']);

    await fill(page, { phone: '09171234567', captcha: DEMO_CAPTCHA, smsCode: DEMO_SMS_CODE });
    await page.getByRole('button', { name: promo['promo.register'] }).click();
    await toast(page, en['api.registered']);
    await onDownloadPage(page);
    const android = page.getByRole('link', { name: promo['promo.download.android'] });
    await android.waitFor(WAIT);
    expect(await android.getAttribute('href')).toBe(
      'https://play.google.com/store/apps/details?id=ph.pesobilis.app',
    );
    expect(
      await page.getByRole('link', { name: promo['promo.download.ios'] }).getAttribute('href'),
    ).toBe('https://apps.apple.com/ph/app/hiram/id0000000000');
    expect(errors).toEqual([]);
  });

  test('SMS 101: the message and a new captcha', async () => {
    const { page } = await openLanding('code-101');
    const first = await captchaSrc(page);
    await fill(page, { phone: '09171234567', captcha: DEMO_CAPTCHA });
    await page.getByRole('button', { name: promo['promo.sms.send'] }).click();
    await toast(page, 'The image code is wrong. Please enter the new one.');
    await expect.poll(() => captchaSrc(page), WAIT).not.toBe(first);
    await expect(
      page.getByRole('button', { name: promo['promo.sms.send'] }).isEnabled(),
    ).resolves.toBe(true);
  });

  test('SMS 11: already registered, to the download page', async () => {
    const { page } = await openLanding('code-11');
    await fill(page, { phone: REGISTERED_PHONE, captcha: DEMO_CAPTCHA });
    await page.getByRole('button', { name: promo['promo.sms.send'] }).click();
    await toast(page, en['api.alreadyRegistered']);
    await onDownloadPage(page);
  });

  test('register 11: already registered, to the download page', async () => {
    const { page } = await openLanding('code-11');
    await fill(page, { phone: REGISTERED_PHONE, captcha: DEMO_CAPTCHA, smsCode: DEMO_SMS_CODE });
    await page.getByRole('button', { name: promo['promo.register'] }).click();
    await toast(page, en['api.alreadyRegistered']);
    await onDownloadPage(page);
  });

  test('register -1: the message and a new captcha; the visitor stays', async () => {
    const { page } = await openLanding('code-minus-1');
    const first = await captchaSrc(page);
    await fill(page, { phone: '09171234567', captcha: DEMO_CAPTCHA, smsCode: DEMO_SMS_CODE });
    await page.getByRole('button', { name: promo['promo.register'] }).click();
    await toast(page, 'The SMS code has expired. Please try again.');
    await expect.poll(() => captchaSrc(page), WAIT).not.toBe(first);
    expect(new URL(page.url()).hash).toBe(LANDING);
  });

  test('any other register code: its message, and the visitor stays with the same captcha', async () => {
    const { page } = await openLanding('register-refused');
    const first = await captchaSrc(page);
    await fill(page, { phone: '09171234567', captcha: DEMO_CAPTCHA, smsCode: DEMO_SMS_CODE });
    await page.getByRole('button', { name: promo['promo.register'] }).click();
    await toast(page, 'Registration is paused');
    expect(new URL(page.url()).hash).toBe(LANDING);
    expect(await captchaSrc(page)).toBe(first);
    expect(await page.getByLabel(promo['promo.captcha']).inputValue()).toBe(DEMO_CAPTCHA);
  });
});
