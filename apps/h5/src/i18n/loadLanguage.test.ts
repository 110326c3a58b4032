import { enStrings, filStrings, idStrings, zhCNStrings } from '@hiram/ui';
import { describe, expect, test } from 'vitest';
import { en } from './catalogues/en.ts';
import { fil } from './catalogues/fil.ts';
import { id } from './catalogues/id.ts';
import { zhCN } from './catalogues/zh-CN.ts';
import { loadLanguage } from './loadLanguage.ts';

describe('loadLanguage', () => {
  test.each([
    ['en', en, enStrings],
    ['zh-CN', zhCN, zhCNStrings],
    ['id', id, idStrings],
    ['fil', fil, filStrings],
  ] as const)(
    '%s: the app catalogue and the library labels of that language',
    async (locale, catalogue, uiStrings) => {
      await expect(loadLanguage(locale)).resolves.toEqual({ catalogue, uiStrings });
    },
  );
});
