import { type UiLocale, type UiStrings, UiStringsProvider } from '@hiram/ui';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type Catalogue, en } from './catalogues/en.ts';
import { createTranslate, type Translate } from './translate.ts';

interface I18n {
  locale: UiLocale;
  t: Translate;
}

const I18nContext = createContext<I18n>({ locale: 'en', t: createTranslate(en) });

/** The app's text and the library's built-in labels in one language. */
export function I18nProvider({
  locale,
  catalogue,
  uiStrings,
  children,
}: {
  locale: UiLocale;
  catalogue: Catalogue;
  /** The library's labels in the same language (`loadLanguage`). */
  uiStrings: UiStrings;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ locale, t: createTranslate(catalogue) }), [locale, catalogue]);
  return (
    <I18nContext.Provider value={value}>
      <UiStringsProvider strings={uiStrings}>{children}</UiStringsProvider>
    </I18nContext.Provider>
  );
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}

export function useT(): Translate {
  return useContext(I18nContext).t;
}
