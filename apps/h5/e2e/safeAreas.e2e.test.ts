import type { Locator, Page } from 'playwright';
import { describe, expect, inject, test } from 'vitest';
import { en } from '../src/i18n/catalogues/en.ts';
import { chromiumForFile, deviceQuery, phonePage } from './browser.ts';

const browser = chromiumForFile();

const WAIT = { timeout: 15_000 };
/** A notched phone held sideways: the notch on one side, its mirror on the other, the home bar. */
const SIDEWAYS = { width: 844, height: 390 };
const NOTCH = 47;

/** The page as that phone shows it, `env(safe-area-inset-*)` included. */
async function sidewaysPage(path: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await phonePage(browser());
  await page.setViewportSize(SIDEWAYS);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setSafeAreaInsetsOverride', {
    insets: { top: 0, left: NOTCH, right: NOTCH, bottom: 21 },
  });
  await page.goto(new URL(path, inject('appUrl')).href);
  return { page, errors };
}

async function box(element: Locator) {
  await element.waitFor({ state: 'attached', ...WAIT });
  const found = await element.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

/** How far `element` keeps from the left and the right edges of the screen. */
async function gaps(element: Locator): Promise<{ left: number; right: number }> {
  const { x, width } = await box(element);
  return { left: x, right: SIDEWAYS.width - (x + width) };
}

describe('a notched phone held sideways', () => {
  test("a screen's nav bar reaches both edges, and its content clears the notch once", async () => {
    const { page, errors } = await sidewaysPage(`/loanDetail?${deviceQuery}`);
    await page.getByRole('heading', { level: 1, name: en['title.loanDetail'] }).waitFor(WAIT);
    await expect.poll(() => page.locator('main [aria-busy="true"]').count(), WAIT).toBe(0);
    const navBar = page.locator('main > header');
    expect(await gaps(navBar)).toEqual({ left: 0, right: 0 });
    expect((await gaps(navBar.locator('> :first-child'))).left).toBe(NOTCH);
    expect((await gaps(navBar.locator('> :last-child'))).right).toBe(NOTCH);
    expect(await gaps(page.locator('main > header + div > *').first())).toEqual({
      left: NOTCH,
      right: NOTCH,
    });
    expect(errors).toEqual([]);
  });

  test("the site's header and footer reach both edges, and its content clears the notch once", async () => {
    const { page, errors } = await sidewaysPage('/');
    const header = page.getByRole('banner');
    const footer = page.getByRole('contentinfo');
    for (const edgeToEdge of [header, footer])
      expect(await gaps(edgeToEdge)).toEqual({ left: 0, right: 0 });
    expect((await gaps(header.locator('> div > :first-child'))).left).toBe(NOTCH);
    expect((await gaps(header.locator('> div > :last-child'))).right).toBe(NOTCH);
    expect(await gaps(page.getByRole('main').locator('> *').first())).toEqual({
      left: NOTCH,
      right: NOTCH,
    });
    expect((await gaps(footer.locator('dl > :first-child'))).left).toBe(NOTCH);
    expect(errors).toEqual([]);
  });
});
