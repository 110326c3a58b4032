import type { Page } from 'playwright';
import { describe, expect, inject, test } from 'vitest';
import { endpoints } from '../src/api/endpoints.ts';
import site from '../src/features/site/text/site/en.ts';
import { en } from '../src/i18n/catalogues/en.ts';
import { zhCN } from '../src/i18n/catalogues/zh-CN.ts';
import { prerenderPlan } from '../src/prerender/prerenderPlan.ts';
import { emptySession } from '../src/session/index.ts';
import { chromiumForFile, deviceQuery, phonePage } from './browser.ts';
import { layoutShifts } from './layoutShifts.ts';
import { servedInPieces } from './slowHtml.ts';

const browser = chromiumForFile();

/**
 * Keeps the first element the server put in `#root`, taken once the HTML is parsed and before
 * any module runs. Hydration keeps that element; rendering afresh replaces it.
 */
function watchPrerenderedElement(page: Page) {
  return page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const first = document.getElementById('root')?.firstElementChild ?? null;
      Object.assign(window, { prerenderedElement: first });
    });
  });
}

/** `hydrated`: the element the server sent is still there and React has taken it over. */
const prerenderedElementState = (page: Page) =>
  page.evaluate(() => {
    const { prerenderedElement } = window as unknown as { prerenderedElement: Element | null };
    if (prerenderedElement === null) return 'none';
    if (!prerenderedElement.isConnected) return 'replaced';
    const owned = Object.keys(prerenderedElement).some((key) => key.startsWith('__reactFiber'));
    return owned ? 'hydrated' : 'not yet';
  });

const pages = prerenderPlan().filter((page) => page.template === 'index.html');

/** What the native app adds to a route's address beside the device values. */
const arrivals: Readonly<Record<string, string>> = {
  '/carpmm': 'requestType=1&payCode=778812345566&amount=545500',
};

describe('every prerendered route hydrates', () => {
  // A few pages at a time (the project's maxConcurrency), each in its own tab.
  test.concurrent.for(pages.map((page) => [page.route.path, page] as const))(
    '%s: hydrates its HTML, no hydration error, no layout shift, each data call sent once',
    async ([path, { route }], { expect }) => {
      const { page, errors } = await phonePage(browser());
      await watchPrerenderedElement(page);
      const sent: string[] = [];
      page.on('request', (request) => sent.push(new URL(request.url()).pathname));
      const query = [deviceQuery, arrivals[path]].filter(Boolean).join('&');
      await page.goto(new URL(`${path.slice(1)}?${query}`, inject('appUrl')).href);
      await page.waitForLoadState('networkidle');
      await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });

      // A page without data loads its code after its first paint: beside the story browsers, a
      // page took up to 38 s (as site.e2e's WAKE allows for).
      await expect.poll(() => prerenderedElementState(page), { timeout: 40_000 }).toBe('hydrated');
      expect(errors).toEqual([]);
      // Nothing the screen fetches beside its data may arrive later and push the page down.
      expect(await layoutShifts(page)).toEqual([]);
      const session = { ...emptySession(), productId: '11', orderId: '5001' };
      for (const call of route.data?.({ search: '', session }) ?? []) {
        const calls = sent.filter((pathname) => pathname.endsWith(endpoints[call.key].path));
        expect(calls, call.key).toHaveLength(1);
      }
    },
  );
});

describe('/carpmm without a code it can show', () => {
  test.for(['requestType=2&payCode=1234', 'requestType=1', ''])(
    "%s: its notice takes the code card's place, and nothing below moves",
    async (arrival, { expect }) => {
      const { page, errors } = await phonePage(browser());
      const query = [deviceQuery, arrival].filter(Boolean).join('&');
      await page.goto(new URL(`carpmm?${query}`, inject('appUrl')).href);
      await page.getByRole('status').filter({ hasText: 'steps below' }).waitFor();
      expect(await layoutShifts(page)).toEqual([]);
      // The space it holds is not a load still under way.
      expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
      expect(errors).toEqual([]);
    },
  );
});

describe('a borrower whose language is not the brand default', () => {
  test('gets the page rendered afresh in their language, with no layout shift', async () => {
    const { page, errors } = await phonePage(browser());
    await watchPrerenderedElement(page);
    const query = new URLSearchParams(deviceQuery);
    query.set('lang', 'zh-CN');
    await page.goto(new URL(`repayPeriod?${query}`, inject('appUrl')).href);
    await page.getByRole('heading', { level: 1, name: zhCN['title.repayPeriod'] }).waitFor();

    expect(await prerenderedElementState(page)).toBe('replaced');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(await page.getByText(en['title.repayPeriod']).count()).toBe(0);
    expect(await layoutShifts(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('a screen that shows a part of its own with its content', () => {
  test.each([['/repayDelay', 'RolloverCost']])(
    '%s preloads %s with its code',
    async (path, part) => {
      const html = await (await fetch(new URL(path, inject('appUrl')))).text();
      const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map(
        (match) => match[1],
      );
      // A chunk's hash is eight characters, a dash among them at times.
      const names = preloads.map((href) => href?.replace(/^\/assets\/(.+)-[\w-]{8}\.js$/, '$1'));
      expect(names).toContain(part);
      expect(names).toContain('costKit');
    },
  );
});

describe('the route code map an in-app navigation preloads from', () => {
  test('every page names it; it lists every route with chunks the host serves', async () => {
    const base = inject('appUrl');
    const meta = /<meta name="hiram-route-code" content="([^"]+)">/;
    const named = await Promise.all(
      ['/', '/loanDetail', '/promo.html'].map(async (path) => {
        const html = await (await fetch(new URL(path, base))).text();
        return html.match(meta)?.[1];
      }),
    );
    const [url] = named;
    expect(url).toMatch(/^\/assets\/routeCode-[\w-]{8}\.json$/);
    expect(new Set(named)).toEqual(new Set([url]));
    const map: Record<string, { code: string[]; text: Record<string, string[]> }> = await (
      await fetch(new URL(url ?? '', base))
    ).json();
    const routes = prerenderPlan().flatMap((page) => page.routes.map((route) => route.id));
    expect(Object.keys(map).sort()).toEqual([...new Set(routes)].sort());
    expect(map.repayPeriod?.code.some((file) => file.includes('/RepayPeriodPage-'))).toBe(true);
    expect(Object.keys(map.repayPeriod?.text ?? {})).toContain('en');
    const files = new Set(
      Object.values(map).flatMap(({ code, text }) => [...code, ...Object.values(text).flat()]),
    );
    const served = await Promise.all(
      [...files].map(async (file) => {
        const response = await fetch(new URL(file, base));
        return `${response.status} ${response.headers.get('content-type')?.split(';')[0]}`;
      }),
    );
    expect(new Set(served)).toEqual(new Set(['200 text/javascript']));
  });
});

describe('a dialog a page opens as it loads', () => {
  test('comes in one chunk beside the framework, not a round trip per level of its imports', async () => {
    const base = inject('appUrl');
    const html = await (await fetch(new URL('/loanDetail', base))).text();
    const framework = html.match(/\/assets\/framework-[\w-]{8}\.js/)?.[0] ?? '';
    const code = await (await fetch(new URL(framework, base))).text();
    // The framework holds the dialog host's Dialog; its open form is the framework's one import().
    const lazy = [...code.matchAll(/import\(`\.\/([\w-]+\.js)`\)/g)].map((match) => match[1]);
    expect(lazy).toHaveLength(1);
    const open = await (await fetch(new URL(`/assets/${lazy[0]}`, base))).text();
    const imported = [...open.matchAll(/(?:from|import)\s*"\.\/([\w-]+?)-[\w-]{8}\.js"/g)].map(
      (match) => match[1],
    );
    expect(new Set(imported)).toEqual(new Set(['rolldown-runtime', 'framework']));
  });
});

describe("an address that names the route's prerendered file", () => {
  // A host without directory indexes, or a native app configured with the file's name.
  test.each([
    ['loanDetail/index.html', '/loanDetail', en['title.loanDetail']],
    ['index.html', '/', site['site.hero.title']],
  ])('%s hydrates as %s', async (file, path, title) => {
    const { page, errors } = await phonePage(browser());
    await watchPrerenderedElement(page);
    await page.goto(new URL(`${file}?${deviceQuery}`, inject('appUrl')).href);
    await expect.poll(() => prerenderedElementState(page), { timeout: 40_000 }).toBe('hydrated');
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title);
    expect(errors).toEqual([]);
  });
});

describe("the host's fallback page", () => {
  test('an unknown path gets the not-found screen over the home page it was served', async () => {
    const { page, errors } = await phonePage(browser());
    await watchPrerenderedElement(page);
    await page.goto(new URL(`no/such/page?${deviceQuery}`, inject('appUrl')).href);
    await page.getByRole('heading', { level: 1, name: en['app.notFound.title'] }).waitFor();
    expect(await prerenderedElementState(page)).toBe('replaced');
    expect(errors).toEqual([]);
  });

  test("in a plain browser, its Home goes to the site's home page (there is no native home)", async () => {
    const { page, errors } = await phonePage(browser());
    await page.goto(new URL(`no/such/page?${deviceQuery}`, inject('appUrl')).href);
    await page.getByRole('button', { name: en['app.home'] }).click({ timeout: 15_000 });
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('a page a slow network delivers in pieces', () => {
  // The browser paints each piece: what is on screen must not move when the rest arrives.
  test.each([
    { device: 'phone', width: 390 },
    { device: 'desktop', width: 1280 },
  ])(
    "on a $device, a legal page's contents keep their numbers while a link's words are on their way",
    async ({ width }) => {
      const slow = await servedInPieces(inject('appUrl'), '<a href="#mission">', 1_500);
      const page = await browser().newPage({ viewport: { width, height: 844 } });
      try {
        await page.goto(`${slow.origin}/aboutUs?${deviceQuery}`);
        await page.getByRole('heading', { level: 1, name: en['title.aboutUs'] }).waitFor();
        expect(await layoutShifts(page)).toEqual([]);
      } finally {
        await page.close();
        await slow.close();
      }
    },
  );
});
