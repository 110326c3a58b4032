import type { UiLocale } from '@hiram/ui';
import { type Catalogue, en } from './catalogues/en.ts';

/** English ships with the first screen; the others load only for borrowers who use them. */
export async function loadCatalogue(locale: UiLocale): Promise<Catalogue> {
  if (locale === 'zh-CN') return (await import('./catalogues/zh-CN.ts')).zhCN;
  if (locale === 'id') return (await import('./catalogues/id.ts')).id;
  if (locale === 'fil') return (await import('./catalogues/fil.ts')).fil;
  return en;
}
