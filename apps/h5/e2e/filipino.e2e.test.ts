import type { BrowserContext } from 'playwright';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { enStrings } from '../../../packages/ui/src/locale/en.ts';
import { filStrings } from '../../../packages/ui/src/locale/fil.ts';
import {
  initialPreviewValues,
  type PreviewValues,
  previewHref,
} from '../src/dev/testPreview/previewValues.ts';
import { documentStrings } from '../src/documents/fillDocument.ts';
import type { LegalDocument } from '../src/documents/legalDocument.ts';
import { en } from '../src/i18n/catalogues/en.ts';
import { fil } from '../src/i18n/catalogues/fil.ts';
import type { TextTable } from '../src/i18n/index.ts';
import { promoRouteTable } from '../src/routes/promoRouteTable.ts';
import { routeTable } from '../src/routes/routeTable.ts';
import { emptySession } from '../src/session/index.ts';
import { chromiumForFile, deviceQuery, phoneContext, phonePage } from './browser.ts';

const browser = chromiumForFile();
let phone: BrowserContext;
beforeAll(async () => {
  phone = await phoneContext(browser());
});

const WAIT = { timeout: 15_000 };
/** A static page loads its code, which reads `lang`, after its first paint: under load, seconds. */
const WAKE = { timeout: 40_000 };

type Table = Readonly<Record<string, string>>;
const packFiles = import.meta.glob<{ default: TextTable }>(
  [
    '../src/**/text/*/{en,fil}.ts',
    '!../src/documents/text/{aboutUs,privacyPolicy,loanAgreement}/*',
  ],
  { eager: true },
);
const documentFiles = import.meta.glob<{ default: LegalDocument }>(
  '../src/documents/text/{aboutUs,privacyPolicy,loanAgreement}/{en,fil}.ts',
  { eager: true },
);

/**
 * Every English table beside its Filipino one: the app catalogue, the ui labels, each pack and
 * the legal documents.
 */
function tablePairs(): [Table, Table][] {
  const pairs: [Table, Table][] = [
    [en, fil],
    [{ ...enStrings }, { ...filStrings }],
  ];
  for (const [file, module] of Object.entries(packFiles)) {
    if (!file.endsWith('/en.ts')) continue;
    const filipino = packFiles[file.replace(/en\.ts$/, 'fil.ts')];
    if (filipino) pairs.push([module.default, filipino.default]);
  }
  // The legal pages' lines, by their place in the document.
  for (const [file, module] of Object.entries(documentFiles)) {
    if (!file.endsWith('/en.ts')) continue;
    const filipino = documentFiles[file.replace(/en\.ts$/, 'fil.ts')];
    if (!filipino) continue;
    const table = (document: LegalDocument) =>
      Object.fromEntries(documentStrings(document).entries());
    pairs.push([table(module.default), table(filipino.default)]);
  }
  return pairs;
}

/**
 * English sentences the Filipino text does not keep, as the words between placeholders: a
 * Filipino page showing one of them has text that skipped the catalogue. Short fragments
 * ("OK", "Rollover") are left out: Filipino shares them.
 */
const englishOnly = [
  ...new Set(
    tablePairs().flatMap(([english, filipino]) =>
      Object.entries(english).flatMap(([key, text]) =>
        text
          .split(/\{\w+\}/)
          .map((fragment) => fragment.replace(/^[\s,.:;·]+|[\s,:;·]+$/g, ''))
          // Terms the translation keeps in English (`Certificate of Authority`) are not misses.
          .filter((fragment) => fragment.length >= 16 && !filipino[key]?.includes(fragment)),
      ),
    ),
  ),
];

/** The device values with Filipino chosen: the demo home's links then open each screen so. */
const filipino: PreviewValues = {
  ...initialPreviewValues(emptySession(), ''),
  ...Object.fromEntries(deviceQuery),
  lang: 'fil',
};

const pages = [
  ...routeTable.map((route) => ({ route, url: previewHref(route.path, filipino) })),
  ...promoRouteTable.map((route) => ({
    route,
    url: previewHref(`/promo.html#${route.path}?templateId=7`, filipino),
  })),
];

describe('every screen in Filipino, opened as the demo home links to it with lang=fil', () => {
  test('the check knows the English it looks for', () => {
    expect(englishOnly).toContain('The page you opened does not exist or has moved.');
    expect(englishOnly).toContain('Please select your repayment method for payment');
    expect(englishOnly.length).toBeGreaterThan(200);
  });

  // A few pages at a time (the project's maxConcurrency), each in its own tab.
  test.concurrent.for(pages.map((page) => [page.route.id, page] as const))(
    '%s shows its Filipino title and no English text',
    async ([, { route, url }], { expect }) => {
      const { page, errors } = await phonePage(phone);
      await page.goto(new URL(url, inject('appUrl')).href);
      await expect.poll(() => page.title(), WAKE).toBe(`${fil[route.titleKey]} · Hiram`);
      // The app has started and tidied the device values out of the address bar.
      await page.waitForURL((address) => !address.searchParams.has('userId'), WAIT);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe('fil');
      await expect.poll(() => page.locator('[aria-busy="true"]').count(), WAIT).toBe(0);
      // `lang` is set as the Filipino render starts; a long page commits it a moment later.
      const body = () => page.locator('body').innerText();
      await expect
        .poll(async () => {
          const text = await body();
          return englishOnly.filter((english) => text.includes(english));
        }, WAIT)
        .toEqual([]);
      const shown = await body();
      expect(shown).not.toMatch(/\{[a-zA-Z]+\}/);
      expect(shown).not.toContain(fil['app.routeError.title']);
      expect(shown).not.toContain(fil['app.notFound.title']);
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});
