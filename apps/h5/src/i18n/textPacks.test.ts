import type { UiLocale } from '@hiram/ui';
import { describe, expect, test } from 'vitest';
import type { TextPack, TextTable } from './textPack.ts';

/** Every text pack (`**\/text/<pack>/index.ts`), checked as the catalogues are. */
const modules = import.meta.glob<Record<string, unknown>>('../**/text/*/index.ts', { eager: true });

const isPack = (value: unknown): value is TextPack<TextTable> =>
  typeof value === 'object' && value !== null && 'load' in value;

const packs = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isPack(value))
    .map(([name, pack]) => [`${file} ${name}`, pack as TextPack<TextTable>] as const),
);

const locales: readonly UiLocale[] = ['en', 'zh-CN', 'id', 'fil'];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test('finds the packs', () => {
  expect(packs.length).toBeGreaterThan(0);
});

describe.each(packs)('%s', (_, pack) => {
  test.each(locales)(
    '%s has exactly the English keys, none empty, every placeholder kept',
    async (locale) => {
      const en = await pack.load('en');
      const table = await pack.load(locale);
      expect(Object.keys(table).sort()).toEqual(Object.keys(en).sort());
      expect(Object.entries(table).filter(([, text]) => text.trim() === '')).toEqual([]);
      for (const [key, text] of Object.entries(table)) {
        expect([key, placeholders(text)]).toEqual([key, placeholders(en[key] ?? '')]);
      }
    },
  );
});
