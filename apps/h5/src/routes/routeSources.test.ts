import { describe, expect, test } from 'vitest';
import { promoRouteTable } from './promoRouteTable.ts';
import { routeSources } from './routeSources.ts';
import { routeTable } from './routeTable.ts';

const screens = import.meta.glob<{ default: unknown }>('../**/*.tsx');
const modules = import.meta.glob('../**/*.{ts,tsx}');
const texts = import.meta.glob<{ default: unknown }>('../**/text/*/en.ts');
const routes = [...routeTable, ...promoRouteTable];

test('names exactly the routes of the app and the landing', () => {
  expect(Object.keys(routeSources).sort()).toEqual(routes.map((route) => route.id).sort());
});

describe.each(routes.map((route) => [route.id, route] as const))('%s', (id, route) => {
  const source = Object.entries(routeSources).find(([key]) => key === id)?.[1];

  test('its screen is the module the route loads', async () => {
    const screen = screens[`../${source?.screen}`];
    expect(screen, `src/${source?.screen}`).toBeDefined();
    expect(await route.load()).toBe(await screen?.());
  });

  test('its parts are modules with a text folder each', () => {
    for (const part of source?.parts ?? []) {
      if (part.module) expect(modules[`../${part.module}`], `src/${part.module}`).toBeDefined();
      expect(texts[`../${part.text}/en.ts`], `src/${part.text}/en.ts`).toBeDefined();
    }
  });

  test('its text folder holds the words the route loads', async () => {
    const text = texts[`../${source?.text}/en.ts`];
    expect(text, `src/${source?.text}/en.ts`).toBeDefined();
    expect(await route.text?.load('en')).toBe((await text?.())?.default);
  });
});
