import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { en } from '../i18n/catalogues/en.ts';
import { loadsCodeAtOnce } from '../routes/loadsCodeAtOnce.ts';
import type { ScreenRoute } from '../routes/routeTypes.ts';
import { getSession, SESSION_KEYS, type Session, setSession } from '../session/index.ts';
import { prerenderPlan } from './prerenderPlan.ts';
import { renderPage } from './renderPage.tsx';

/** Values no page may ever hold: one per session key, each easy to find in HTML. */
const markers = Object.fromEntries(
  SESSION_KEYS.map((key) => [key, `zz${key}Marker91`]),
) as unknown as Session;

const plan = prerenderPlan();

describe('every planned page renders on the server', () => {
  test.each(plan.map((page) => [page.file, page] as const))('%s', async (_, page) => {
    const rendered = await renderPage(page);
    expect(rendered.lang).toBe('en');
    expect(rendered.title).toBe(`${en[page.route.titleKey]} · Hiram`);
    if (page.route.seo) {
      const text = await page.route.text?.load('en');
      expect(rendered.description).toBe(
        text?.[page.route.seo.descriptionKey]?.replaceAll('{app}', 'Hiram'),
      );
      expect(rendered.description).not.toMatch(/[{}]/);
      expect(rendered.publicPage).toEqual({
        url: page.address,
        ogLocale: 'en_PH',
        siteName: 'Hiram',
      });
    } else {
      expect(rendered.description).toContain(en[page.route.titleKey]);
      expect(rendered.publicPage).toBeUndefined();
    }
    expect(rendered.rootAttributes).toEqual({
      'data-prerendered': page.route.id,
      'data-locale': 'en',
    });
    expect(rendered.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    // The title a screen reader announces for the page is the heading it shows.
    if (!page.route.seo) {
      expect(rendered.html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1]).toBe(en[page.route.titleKey]);
    }
    expect(rendered.html.match(/<main[\s>]/g)).toHaveLength(1);
    if (page.route.seo && page.template === 'index.html') {
      // The site's header and footer are the page's banner and content info, beside its main.
      expect(rendered.html).toMatch(/<\/header><main[\s>][\s\S]*<\/main><footer[\s>]/);
    }
    expect(rendered.styles).toMatch(/^<style data-styled="true"/);
    // A screen that can only say it is loading until the browser runs it (in the app's words, or
    // a library placeholder's busy state) must not wait for a paint to fetch its code.
    if (rendered.html.includes(en['app.loading']) || rendered.html.includes('aria-busy="true"')) {
      expect(loadsCodeAtOnce(page.route), page.route.id).toBe(true);
    }
    // And says so, in its own words and styles, when that code cannot be fetched.
    if (loadsCodeAtOnce(page.route)) {
      expect(rendered.bootFailure).toMatch(/role="alert"/);
      expect(rendered.bootFailure).toContain(en['app.routeError.body']);
      expect(rendered.bootFailure).toMatch(new RegExp(`<button[^>]*>.*${en['app.retry']}`));
      // Every element it draws has its rules in the page's styles.
      for (const className of rendered.bootFailure?.match(/class="[^"]+"/g) ?? []) {
        const names = className.slice(7, -1).split(' ');
        expect(
          names.some((name) => rendered.styles.includes(`.${name}{`)),
          className,
        ).toBe(true);
      }
    } else {
      expect(rendered.bootFailure).toBeUndefined();
    }
  });
});

describe('a public page', () => {
  const text = {
    load: async () => ({ 'meta.home': 'Loans from {app}.' }),
  };
  const route = (descriptionKey: string): ScreenRoute => ({
    id: 'home',
    path: '/',
    titleKey: 'title.site',
    load: async () => ({ default: () => createElement('h1', null, 'Site') }),
    text,
    seo: { descriptionKey },
  });

  test('describes itself in its own words, with the brand named', async () => {
    const page = route('meta.home');
    const rendered = await renderPage({ route: page, routes: [page] });
    expect(rendered.description).toBe('Loans from Hiram.');
    expect(rendered.publicPage).toEqual({ url: '/', ogLocale: 'en_PH', siteName: 'Hiram' });
  });

  test('the promotion landing is one too, at its own address and in its own words', async () => {
    const landing = plan.find((page) => page.file === 'promo.html');
    if (!landing) throw new Error('no promo.html in the plan');
    const rendered = await renderPage(landing);
    expect(rendered.publicPage).toEqual({
      url: '/promo.html',
      ogLocale: 'en_PH',
      siteName: 'Hiram',
    });
    expect(rendered.description).toMatch(/^Register with Hiram/);
  });

  test('a public page without its description is a build error', async () => {
    const page = route('meta.missing');
    await expect(renderPage({ route: page, routes: [page] })).rejects.toThrow(
      'home: its text has no description "meta.missing"',
    );
  });
});

describe('a prerendered page never holds a session value', () => {
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
  beforeAll(() => {
    // As if a borrower's values were at hand while the build renders: none may reach a page.
    setSession(markers);
    const storage = new Map([['hiram.session', JSON.stringify(markers)]]);
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      value: { getItem: (key: string) => storage.get(key) ?? null },
    });
  });
  afterAll(() => {
    setSession(Object.fromEntries(SESSION_KEYS.map((key) => [key, ''])));
    if (saved) Object.defineProperty(globalThis, 'sessionStorage', saved);
    else Reflect.deleteProperty(globalThis, 'sessionStorage');
  });

  const found = (text: string) => Object.values(markers).filter((marker) => text.includes(marker));

  test('a screen that showed a session value would be caught', async () => {
    const leaky: ScreenRoute = {
      id: 'leaky',
      path: '/',
      titleKey: 'title.site',
      load: async () => ({ default: () => createElement('h1', null, getSession().userId) }),
    };
    const rendered = await renderPage({ route: leaky, routes: [leaky] });
    expect(found(JSON.stringify(rendered))).toEqual([markers.userId]);
  });

  test.each(plan.map((page) => [page.file, page] as const))('%s', async (_, page) => {
    expect(found(JSON.stringify(await renderPage(page)))).toEqual([]);
  });
});
