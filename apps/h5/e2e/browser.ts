import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
  type Request,
} from 'playwright';
import { afterAll, beforeAll } from 'vitest';
import { chromiumFlags, chromiumPath } from '../../../scripts/chromium.mjs';

export interface ChromiumOptions {
  /** Keeps pages left by Back in memory, as phones' browsers do; Playwright turns that off. */
  backForwardCache?: boolean;
}

export function launchChromium({
  backForwardCache = false,
}: ChromiumOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags],
    ...(backForwardCache && { ignoreDefaultArgs: ['--disable-back-forward-cache'] }),
  });
}

/**
 * One Chromium for a test file: launched before its tests, closed after them. Returns the
 * browser's getter, which throws when a test runs outside that window.
 */
export function chromiumForFile(options?: ChromiumOptions): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium(options);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is not running: call chromiumForFile() at file level');
    return browser;
  };
}

/**
 * The site's Policy tab frames `/privacyPolicy` without scripts on purpose (the page is whole in
 * its HTML); Chromium reports the loader it did not run there as an error, and a test's init
 * script in the frame's first document (`about:blank`, until the page gets its `src`) too.
 */
const FRAMED_POLICY =
  /^Blocked script execution in '([^']+\/privacyPolicy|about:blank)' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/;

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };

/**
 * A phone's browser profile whose pages share the HTTP and code caches, as a borrower's later
 * screens do: for a walk through many pages, where only what each page shows matters.
 */
export const phoneContext = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext(PHONE);

/**
 * A phone-sized page that collects uncaught errors and console errors: in a profile of its own
 * (a first visit), or in `phoneContext`'s.
 */
export async function phonePage(
  target: Browser | BrowserContext,
): Promise<{ page: Page; errors: string[] }> {
  const page = 'newContext' in target ? await target.newPage(PHONE) : await target.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error' && !FRAMED_POLICY.test(message.text()))
      errors.push(message.text());
  });
  // The console names no URL for a failed resource: this does.
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return { page, errors };
}

/**
 * The on-screen keyboard comes up as a phone's does: the visible screen shrinks (by 340 px, well
 * past the 60 px that counts as a keyboard), and the footer bar steps aside.
 */
export async function raiseKeyboard(page: Page): Promise<void> {
  await page.setViewportSize({ width: PHONE.viewport.width, height: PHONE.viewport.height - 340 });
}

/**
 * The phone's back button: a Back the browser starts, as Android's does, which the page may
 * cancel (`page.goBack` would wait for a navigation that then never comes).
 */
export async function pressBack(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { currentIndex, entries } = await cdp.send('Page.getNavigationHistory');
    const previous = entries[currentIndex - 1];
    if (!previous) throw new Error('nothing to go back to');
    await cdp.send('Page.navigateToHistoryEntry', { entryId: previous.id });
  } finally {
    await cdp.detach();
  }
}

/** Whether React has taken over `element`, which came in the page's HTML. */
export const awake = (element: Locator): Promise<boolean> =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

/** The values the native app would put in the URL. */
export const deviceQuery = new URLSearchParams({
  deviceId: 'e2e-device',
  userId: '10001',
  sessionId: 'e2e-session',
  merchantNumber: 'M001',
  mobilePhone: '09171234567',
  productId: '11',
  orderId: '5001',
  lang: 'en',
  currencyType: '2',
});

/** The bodies the page posted to `path`, in order (form bodies as their fields). */
export function postsTo(page: Page, path: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (!new URL(request.url()).pathname.endsWith(path)) return;
    const type = request.headers()['content-type'] ?? '';
    bodies.push(
      type.includes('urlencoded')
        ? Object.fromEntries(new URLSearchParams(request.postData() ?? ''))
        : request.postDataJSON(),
    );
  });
  return bodies;
}
