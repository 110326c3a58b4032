import type { UiLocale, UiStrings } from '@hiram/ui';
import type { Catalogue } from './catalogues/en.ts';
import { loadCatalogue } from './loadCatalogue.ts';
import { loadUiStrings } from './loadUiStrings.ts';

export interface Language {
  catalogue: Catalogue;
  /** The library's built-in labels in the same language. */
  uiStrings: UiStrings;
}

/** The app's text and the library's labels for `locale`, loaded together. */
export async function loadLanguage(locale: UiLocale): Promise<Language> {
  const [catalogue, uiStrings] = await Promise.all([loadCatalogue(locale), loadUiStrings(locale)]);
  return { catalogue, uiStrings };
}
