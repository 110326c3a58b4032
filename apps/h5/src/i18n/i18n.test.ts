import type { UiLocale } from '@hiram/ui';
import { describe, expect, test } from 'vitest';
import { type Catalogue, en } from './catalogues/en.ts';
import { fil } from './catalogues/fil.ts';
import { id } from './catalogues/id.ts';
import { zhCN } from './catalogues/zh-CN.ts';
import { localeFrom } from './locale.ts';
import { createTranslate, interpolate } from './translate.ts';

const catalogues: Record<UiLocale, Catalogue> = { en, 'zh-CN': zhCN, id, fil };
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('catalogues', () => {
  test.each(Object.entries(catalogues))('%s has exactly the English keys', (_, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
  });

  test.each(Object.entries(catalogues))('%s has no empty text', (_, catalogue) => {
    expect(Object.entries(catalogue).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  test.each(Object.entries(catalogues))(
    '%s keeps every placeholder of the English text',
    (_, catalogue) => {
      for (const [key, text] of Object.entries(catalogue)) {
        expect([key, placeholders(text)]).toEqual([key, placeholders(en[key as keyof typeof en])]);
      }
    },
  );

  test("the spec's literal strings stand verbatim in the English catalogue", () => {
    expect(en['api.error']).toBe('error');
    expect(en['api.validationCodeError']).toBe('validation code error');
    expect(en['api.duplicatePayment']).toBe('do not submit duplicate payment request');
    expect(en['api.alreadyRegistered']).toBe(
      'already registered, please download the app to log in',
    );
    expect(en['title.bindBank']).toBe('Payment account information');
  });
});

describe('translate', () => {
  test('fills placeholders and leaves unknown ones visible', () => {
    expect(interpolate('Hi {name}, {missing}', { name: 'Ana' })).toBe('Hi Ana, {missing}');
    expect(createTranslate(en)('app.description', { screen: 'Bank', app: 'Hiram' })).toBe(
      'Bank · Hiram: your loan, its repayments and customer service in one place.',
    );
  });

  test('does not read inherited properties as values', () => {
    expect(interpolate('{constructor}', {})).toBe('{constructor}');
  });
});

describe('localeFrom', () => {
  test.each([
    ['zh', 'zh-CN'],
    ['zh_CN', 'zh-CN'],
    ['ZH-cn', 'zh-CN'],
    ['id', 'id'],
    ['in', 'id'],
    ['in_ID', 'id'],
    ['in-ID', 'id'],
    ['id-ID', 'id'],
    ['en-PH', 'en'],
    ['fil', 'fil'],
    ['fil-PH', 'fil'],
    ['tl', 'fil'],
    ['tl_PH', 'fil'],
  ] as const)('%s -> %s', (lang, locale) => {
    expect(localeFrom(lang, 'en')).toBe(locale);
  });

  test('unknown or missing falls back', () => {
    expect(localeFrom('fr', 'id')).toBe('id');
    expect(localeFrom('ind', 'en')).toBe('en');
    expect(localeFrom('zhx', 'en')).toBe('en');
    expect(localeFrom(undefined, 'zh-CN')).toBe('zh-CN');
    expect(localeFrom('', 'en')).toBe('en');
  });
});
