import { fileURLToPath } from 'node:url';
import { createTheme, enStrings, hiramBrand } from '@hiram/ui';
import { type ComponentType, createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadScreen } from '../app/loadedScreens.ts';
import { en } from '../i18n/catalogues/en.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { promoRouteTable } from './promoRouteTable.ts';
import { routeTable } from './routeTable.ts';
import type { ScreenRoute } from './routeTypes.ts';

/**
 * Server-render safety (issue 9): every route's screen renders in its loading state with
 * `react-dom/server`, and touches no browser global (`window`, `document` and the globals that
 * stand for them) while it does. Prerendering builds on this.
 */

const BROWSER_GLOBALS = [
  'window',
  'document',
  'location',
  'history',
  'navigator',
  'localStorage',
  'sessionStorage',
] as const;
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const theme = createTheme(hiramBrand);

/** Where a global was read: the nearest frames below the trap, repo-relative. */
function whereTouched(name: string): string {
  const frames = (new Error().stack ?? '').split('\n').slice(3, 6);
  return `${name} ${frames.map((frame) => frame.trim().replaceAll(repoRoot, '')).join(' < ')}`;
}

/**
 * Renders to a string with the browser globals as traps. Every read counts, a `typeof window`
 * guard included: a screen that renders differently on a server would not hydrate. Each read
 * answers `undefined`, so code that goes on to use it throws, and the error names the reads.
 */
function renderWithoutBrowser(element: ReactElement): { markup: string; touches: string[] } {
  const touches: string[] = [];
  const saved = BROWSER_GLOBALS.map(
    (name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const,
  );
  for (const name of BROWSER_GLOBALS) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        touches.push(whereTouched(name));
        return undefined;
      },
    });
  }
  try {
    return { markup: renderToString(element), touches };
  } catch (error) {
    throw new Error(`render threw ${String(error)}; touched:\n${touches.join('\n')}`, {
      cause: error,
    });
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    }
  }
}

function screenAt(route: ScreenRoute, Screen: ComponentType): ReactElement {
  const screen = createElement(Screen);
  const routed = createElement(
    MemoryRouter,
    { initialEntries: [route.path] },
    createElement(Routes, null, createElement(Route, { path: route.path, element: screen })),
  );
  return createElement(
    ThemeProvider,
    { theme },
    createElement(I18nProvider, {
      locale: 'en',
      catalogue: en,
      uiStrings: enStrings,
      // biome-ignore lint/correctness/noChildrenProp: the provider's props type requires children
      children: routed,
    }),
  );
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

describe('the browser-global trap', () => {
  test('records a read of window or document during render, with where it happened', () => {
    function ReadsWindow() {
      return createElement('p', null, typeof window === 'undefined' ? 'server' : 'browser');
    }
    function ReadsDocument() {
      return createElement('p', null, document?.title ?? 'no title');
    }
    const { markup, touches } = renderWithoutBrowser(
      createElement('div', null, createElement(ReadsWindow), createElement(ReadsDocument)),
    );
    expect(markup).toBe('<div><p>server</p><p>no title</p></div>');
    expect(touches).toHaveLength(2);
    expect(touches[0]).toMatch(/^window .*ReadsWindow/);
    expect(touches[1]).toMatch(/^document .*ReadsDocument/);
  });

  test('lets a render that touches neither through, and puts the globals back', () => {
    const before = BROWSER_GLOBALS.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
    const { markup, touches } = renderWithoutBrowser(createElement('p', null, 'plain'));
    expect(markup).toBe('<p>plain</p>');
    expect(touches).toEqual([]);
    expect(
      BROWSER_GLOBALS.map((name) => Object.getOwnPropertyDescriptor(globalThis, name)),
    ).toEqual(before);
  });

  test('a render that uses window throws, naming where it touched it', () => {
    function UsesWindow() {
      return createElement('p', null, window.location.pathname);
    }
    expect(() => renderWithoutBrowser(createElement(UsesWindow))).toThrow(
      /^render threw TypeError: .*; touched:\nwindow at UsesWindow /s,
    );
  });
});

const routes: readonly ScreenRoute[] = [...routeTable, ...promoRouteTable];
const screens = new Map<string, ComponentType>();

beforeAll(async () => {
  // Modules and text load before the traps go up: reading `window` at import time is not rendering.
  for (const route of routes) screens.set(route.id, (await loadScreen(route, 'en')).default);
});

describe('every route renders on a server in its loading state', () => {
  test('the routes include the app and the promotion landing', () => {
    expect(routes.map((route) => route.id)).toEqual(
      expect.arrayContaining(['loanConfirm', 'loanDetail', 'unionError', 'register']),
    );
  });

  test.each(routes.map((route) => [route.id, route] as const))('%s', (_, route) => {
    const Screen = screens.get(route.id);
    if (!Screen) throw new Error(`${route.id} did not load`);
    const { markup, touches } = renderWithoutBrowser(screenAt(route, Screen));
    expect(touches).toEqual([]);
    expect(markup).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    const shown = [en[route.titleKey], en['app.loading']].filter((text) =>
      markup.includes(escapeHtml(text)),
    );
    expect(shown).not.toEqual([]);
  });
});
