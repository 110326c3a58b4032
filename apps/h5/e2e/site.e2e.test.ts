import type { Locator, Page } from 'playwright';
import { describe, expect, inject, test } from 'vitest';
import aboutUs from '../src/documents/text/aboutUs/en.ts';
import loanAgreement from '../src/documents/text/loanAgreement/en.ts';
import site from '../src/features/site/text/site/en.ts';
import { en } from '../src/i18n/catalogues/en.ts';
import { fil } from '../src/i18n/catalogues/fil.ts';
import { awake, chromiumForFile, phonePage } from './browser.ts';
import { chunkHeldBack } from './heldChunk.ts';
import { layoutShifts } from './layoutShifts.ts';
import { servedInPieces } from './slowHtml.ts';

const browser = chromiumForFile();

const WAIT = { timeout: 15_000 };
/** A static page's code arrives after its first paint: beside three story browsers, seconds. */
const WAKE = { timeout: 40_000 };
const at = (path: string) => new URL(path, inject('appUrl')).href;

const tabs = [
  { path: '/', name: en['title.site'], text: site['site.hero.title'] },
  { path: '/About', name: en['title.about'], text: aboutUs.sections[0]?.heading ?? '' },
  { path: '/Policy', name: en['title.policy'], text: site['site.policy.open'] },
  {
    path: '/Loan',
    name: en['title.loanTerms'],
    text: loanAgreement.sections[0]?.heading ?? '',
  },
];

/**
 * Opens the site's home page with its framework chunk held back, so `early` acts on the
 * prerendered contact form; then lets the code in and runs `afterwards`.
 */
async function homeWokenAfter(
  early: (contact: Locator, page: Page) => Promise<void>,
  afterwards: (contact: Locator, page: Page) => Promise<void>,
) {
  const server = await chunkHeldBack(inject('appUrl'), 'framework');
  try {
    const { page, errors } = await phonePage(browser());
    await page.goto(`${server.origin}/`);
    const contact = page.getByRole('form', { name: site['site.contact.title'] });
    await early(contact, page);
    await expect.poll(server.asked, WAKE).toBe(true);
    server.release();
    await afterwards(contact, page);
    expect(errors).toEqual([]);
  } finally {
    await server.close();
  }
}

describe('the official site', () => {
  test.each(tabs)(
    '$path is whole in its HTML, with its own description and canonical link',
    async ({ path, name, text }) => {
      const context = await browser().newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(at(path));
      const body = await page.locator('body').innerText();
      expect(body).toContain(text);
      expect(body).toContain('CS201900001');
      expect(body).not.toMatch(/\{[a-zA-Z]+\}/);
      await expect(page.locator('nav a[aria-current="page"]').innerText()).resolves.toBe(name);
      // The header and the company's footer are the page's own landmarks, beside its main.
      for (const landmark of ['banner', 'main', 'contentinfo'] as const) {
        await expect(page.getByRole(landmark).count()).resolves.toBe(1);
      }
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description).toMatch(/^\S.{20,155}$/);
      expect(description).not.toMatch(/[{}]/);
      await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(path);
      await expect(page.locator('meta[property="og:title"]').getAttribute('content')).resolves.toBe(
        await page.title(),
      );
      await expect(
        page.locator('meta[property="og:description"]').getAttribute('content'),
      ).resolves.toBe(description);
      await context.close();
    },
  );

  test("the tabs lead from page to page, and the privacy tab frames the app's own policy", async () => {
    const { page, errors } = await phonePage(browser());
    await page.goto(at('/'));
    const frameScripts: string[] = [];
    page.on('request', (request) => {
      if (request.frame() !== page.mainFrame() && request.resourceType() === 'script')
        frameScripts.push(request.url());
    });
    await page.getByRole('link', { name: en['title.policy'] }).click();
    await page.waitForURL(/\/Policy$/, WAIT);
    const frame = page.getByTitle(site['site.policy.frame']);
    // The policy is whole in its HTML: the frame may run no script, so it fetches none; with no
    // script its origin grants nothing, and keeping it spares the frame a process of its own.
    expect(await frame.getAttribute('sandbox')).toBe('allow-same-origin allow-popups');
    await expect.poll(() => frame.getAttribute('src'), WAIT).toBe('/privacyPolicy');
    await expect
      .poll(
        () =>
          page
            .frameLocator(`iframe[title="${site['site.policy.frame']}"]`)
            .locator('h1')
            .innerText(),
        WAIT,
      )
      .toBe('Privacy policy');
    // With no script to run it, the policy's back button would do nothing there: it is not shown.
    const back = page
      .frameLocator(`iframe[title="${site['site.policy.frame']}"]`)
      .getByRole('button', { name: en['app.back'], includeHidden: true });
    await expect.poll(() => back.count(), WAIT).toBe(1);
    expect(await back.isVisible()).toBe(false);
    expect(frameScripts).toEqual([]);
    await page.getByRole('link', { name: en['title.loanTerms'] }).click();
    await page.waitForURL(/\/Loan$/, WAIT);
    await expect(
      page.getByText('5% a day from day 1 to day 30 after the due date;').isVisible(),
    ).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  test("the Policy tab's frame fetches its page after the tab's first paint", async () => {
    const { page, errors } = await phonePage(browser());
    await page.goto(at('/Policy'));
    const frame = page.getByTitle(site['site.policy.frame']);
    await expect.poll(() => frame.getAttribute('src'), WAIT).toBe('/privacyPolicy');
    const frameLocator = page.frameLocator(`iframe[title="${site['site.policy.frame']}"]`);
    await expect.poll(() => frameLocator.locator('h1').innerText(), WAIT).toBe('Privacy policy');
    const { paint, frameStart } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      frameStart:
        performance
          .getEntriesByType('resource')
          .find(({ name }) => new URL(name).pathname === '/privacyPolicy')?.startTime ?? -1,
    }));
    expect(paint).toBeGreaterThan(0);
    expect(frameStart).toBeGreaterThanOrEqual(paint);
    expect(errors).toEqual([]);
  });

  test('without scripts, the Policy tab still frames the policy', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(at('/Policy'));
    const standIn = `iframe[title="${site['site.policy.frame']}"]:not([data-frame-src])`;
    await expect(page.locator(standIn).isVisible()).resolves.toBe(true);
    expect(await page.locator(standIn).getAttribute('src')).toBe('/privacyPolicy');
    await expect
      .poll(() => page.frameLocator(standIn).locator('h1').innerText(), WAIT)
      .toBe('Privacy policy');
    // The frame that waits for a script gives up its place.
    await expect(page.locator('iframe[data-frame-src]').isVisible()).resolves.toBe(false);
    await context.close();
  });

  test('a form sent before the page wakes goes nowhere: no reload, nothing typed in a URL', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(at('/'));
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) loads.push(request.url());
    });
    const contact = page.getByRole('form', { name: site['site.contact.title'] });
    await contact.getByLabel(site['site.contact.name']).fill('Maria Santos');
    await contact.getByLabel(site['site.contact.phone']).fill('09171234567');
    await contact.getByRole('button', { name: site['site.contact.submit'] }).click();
    const signUp = page.getByRole('form', { name: site['site.signUp.title'] });
    await signUp.getByLabel(site['site.signUp.email']).fill('maria@example.com');
    await signUp.getByRole('button', { name: site['site.signUp.submit'] }).click();
    await page.waitForTimeout(500);
    expect(loads).toEqual([]);
    expect(new URL(page.url()).search).toBe('');
    await expect(contact.getByLabel(site['site.contact.name']).inputValue()).resolves.toBe(
      'Maria Santos',
    );
    await context.close();
  });

  test("the home page's forms answer once the page has woken, and send nothing", async () => {
    const { page, errors } = await phonePage(browser());
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') requests.push(request.url());
    });
    await page.goto(at('/'));
    await page.waitForLoadState('networkidle');
    const contact = page.getByRole('form', { name: site['site.contact.title'] });
    const submit = contact.getByRole('button', { name: site['site.contact.submit'] });
    // The prerendered form answers once the page's code has woken it.
    const incomplete = page.getByText(site['site.contact.incomplete']);
    await expect
      .poll(async () => {
        await submit.click();
        return incomplete.waitFor({ timeout: 1000 }).then(
          () => true,
          () => false,
        );
      }, WAKE)
      .toBe(true);
    await contact.getByLabel(site['site.contact.name']).fill('Maria Santos');
    await contact.getByLabel(site['site.contact.phone']).fill('09171234567');
    await contact.getByLabel(site['site.contact.suggestion']).fill('Open on Sundays');
    await submit.click();
    await page.getByText(site['site.contact.done']).waitFor(WAIT);
    const signUp = page.getByRole('form', { name: site['site.signUp.title'] });
    await signUp.getByRole('button', { name: site['site.signUp.submit'] }).click();
    // Said in the toast and under the field.
    await page.getByRole('status').getByText(site['site.signUp.empty']).waitFor(WAIT);
    expect(await signUp.getByLabel(site['site.signUp.email']).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('what a visitor typed while the page was waking is kept and sent', async () => {
    const fields = {
      [site['site.contact.name']]: 'Maria Santos',
      [site['site.contact.phone']]: '09171234567',
      [site['site.contact.suggestion']]: 'Open on Sundays',
    };
    await homeWokenAfter(
      async (contact) => {
        for (const [label, text] of Object.entries(fields))
          await contact.getByLabel(label).fill(text);
      },
      async (contact, page) => {
        const suggestion = contact.getByLabel(site['site.contact.suggestion']);
        await expect.poll(() => awake(suggestion), WAKE).toBe(true);
        for (const [label, text] of Object.entries(fields)) {
          await expect(contact.getByLabel(label).inputValue()).resolves.toBe(text);
        }
        await contact.getByRole('button', { name: site['site.contact.submit'] }).click();
        await page.getByText(site['site.contact.done']).waitFor(WAIT);
      },
    );
  });

  test('where a visitor scrolled while the page was waking, the page stays', async () => {
    let scrolled = 0;
    await homeWokenAfter(
      async (contact, page) => {
        await contact.scrollIntoViewIfNeeded(WAIT);
        scrolled = await page.evaluate(() => scrollY);
        expect(scrolled).toBeGreaterThan(300);
      },
      async (contact, page) => {
        const name = contact.getByLabel(site['site.contact.name']);
        await expect.poll(() => awake(name), WAKE).toBe(true);
        expect(await page.evaluate(() => scrollY)).toBe(scrolled);
      },
    );
  });

  // A slow network delivers a page in pieces, and the browser paints each piece: what is on
  // screen must not move when the rest arrives.
  test.each([
    { device: 'phone', width: 390, part: 'header', cut: '</li>' },
    { device: 'desktop', width: 1280, part: 'header', cut: '</li>' },
  ])(
    'on a $device, a page cut short in its $part paints it where it stays',
    async ({ width, cut }) => {
      const slow = await servedInPieces(inject('appUrl'), cut, 1_500);
      const page = await browser().newPage({ viewport: { width, height: 844 } });
      try {
        await page.goto(`${slow.origin}/About`);
        await page.getByRole('heading', { level: 1, name: en['title.about'] }).waitFor(WAIT);
        expect(await layoutShifts(page)).toEqual([]);
      } finally {
        await page.close();
        await slow.close();
      }
    },
  );

  test('a Filipino visitor reads the privacy policy tab in Filipino', async () => {
    const { page, errors } = await phonePage(browser());
    await page.goto(at('/Policy?lang=fil'));
    const title = page.frameLocator('iframe').getByRole('heading', { level: 1 });
    await expect.poll(() => title.textContent(), WAKE).toBe(fil['title.privacyPolicy']);
    expect(errors).toEqual([]);
  });
});
