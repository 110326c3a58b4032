import type { ReactNode } from 'react';
import { uiStrings } from './locales.ts';
import type { UiLocale, UiStrings } from './uiStrings.ts';
import { UiStringsContext } from './useUiStrings.ts';

export interface LocaleProviderProps {
  /** A language the package ships; any other (a tag read at run time, `fil-PH`) gives English. */
  locale: UiLocale;
  /** Overrides for single labels, e.g. a brand's own wording. */
  strings?: Partial<UiStrings> | undefined;
  children: ReactNode;
}

/** Chooses the language of the components' built-in labels. */
export function LocaleProvider({ locale, strings, children }: LocaleProviderProps) {
  // `locale` may come from the page (a query, the browser's language) whatever its type says.
  const shipped: UiStrings = uiStrings[locale] ?? uiStrings.en;
  const value = strings ? { ...shipped, ...strings } : shipped;
  return <UiStringsContext.Provider value={value}>{children}</UiStringsContext.Provider>;
}
