import { describe, expect, inject, test } from 'vitest';
import serviceText from '../src/features/service/text/service/en.ts';
import { contactInfo } from '../src/mocks/service/fixtures.ts';
import { chromiumForFile, deviceQuery, phonePage } from './browser.ts';

const browser = chromiumForFile();

const WAIT = { timeout: 15_000 };
const SERVICE_PHONE = '+63 2 8888 0000';

describe('customer service', () => {
  test('the email opens the mail composer and the hotline goes through the bridge', async () => {
    const { page, errors } = await phonePage(browser());
    // The Android app's bridge (contract section 7), recording each call and its payload.
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      Object.assign(window, { __bridgeCalls: calls });
      Object.assign(window, {
        HiramBridge: new Proxy(
          {},
          {
            get: (_, action) => (payload: string) =>
              calls.push({ action: String(action), payload: JSON.parse(payload) }),
          },
        ),
      });
    });
    await page.goto(new URL(`customerService?${deviceQuery}`, inject('appUrl')).href);

    const { email } = contactInfo();
    const mail = page.getByRole('link', { name: new RegExp(String(email)) });
    await mail.waitFor(WAIT);
    expect(await mail.getAttribute('href')).toBe(`mailto:${email}`);

    const call = page.getByRole('link', {
      name: serviceText['service.phone.call'].replace('{phone}', SERVICE_PHONE),
    });
    // The link's tel: is for a browser without the native app; here the bridge takes the call.
    expect(await call.getAttribute('href')).toBe('tel:+63288880000');
    await call.click();
    await expect
      .poll(
        () =>
          page.evaluate(() => (window as unknown as { __bridgeCalls: unknown[] }).__bridgeCalls),
        WAIT,
      )
      .toEqual([{ action: 'callPhone', payload: expect.objectContaining({}) }]);
    const [sent] = await page.evaluate(
      () => (window as unknown as { __bridgeCalls: { payload: unknown }[] }).__bridgeCalls,
    );
    // As it is dialled: the native side may build a tel: link from it.
    expect(sent?.payload).toEqual({ number: '+63288880000' });
    expect(new URL(page.url()).pathname).toBe('/customerService');
    expect(errors).toEqual([]);
  });
});

describe('the text pages', () => {
  test.each(['aboutUs', 'privacyPolicy', 'loanAgreement'])(
    '/%s has its whole text in the HTML file, before any script runs',
    async (path) => {
      const context = await browser().newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(new URL(path, inject('appUrl')).href);
      // The table of contents: every entry leads to its section, already in the page.
      const targets = await page
        .locator('nav a[href^="#"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(targets.length).toBeGreaterThanOrEqual(3);
      for (const target of targets) {
        expect(target).toMatch(/^#[\w-]+$/);
        await expect(page.locator(target).innerText()).resolves.toMatch(/\S/);
      }
      const text = await page.locator('body').innerText();
      expect(text).toContain('Hiram Lending Corporation');
      expect(text).not.toMatch(/\{[a-zA-Z]+\}/);
      await context.close();
    },
  );
});

describe('a contents link on a long text page', () => {
  test("lands on its section's heading, clear of the nav bar, however tall the section", async () => {
    const { page, errors } = await phonePage(browser());
    // A small phone, where a long section is taller than the room under the nav bar.
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(new URL(`privacyPolicy?${deviceQuery}`, inject('appUrl')).href);
    const links = page.locator('nav a[href^="#"]');
    await links.first().waitFor(WAIT);
    // Before the page's code has woken, the links are plain anchors.
    await expect
      .poll(
        () =>
          links
            .first()
            .evaluate((link) => Object.keys(link).some((key) => key.startsWith('__react'))),
        WAIT,
      )
      .toBe(true);
    const bar = await page.locator('header').first().boundingBox();
    const viewport = page.viewportSize();
    if (!bar || !viewport) throw new Error('no nav bar or viewport');
    for (const target of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
      await page.locator(`nav a[href="${target}"]`).click();
      const heading = await page.locator(`${target} h2`).first().boundingBox();
      expect(heading?.y, target ?? '').toBeGreaterThanOrEqual(bar.y + bar.height);
      expect((heading?.y ?? 0) + (heading?.height ?? 0), target ?? '').toBeLessThanOrEqual(
        viewport.height,
      );
      await expect(
        page.locator(`${target}`).evaluate((el) => el === document.activeElement),
      ).resolves.toBe(true);
    }
    expect(errors).toEqual([]);
  });
});
