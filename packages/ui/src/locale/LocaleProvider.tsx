import type { ReactNode } from 'react';
import { uiStrings } from './locales.ts';
import type { UiLocale, UiStrings } from './uiStrings.ts';
import { UiStringsContext } from './useUiStrings.ts';

export interface LocaleProviderProps {
  locale: UiLocale;
  /** Overrides for single labels, e.g. a brand's own wording. */
  strings?: Partial<UiStrings>;
  children: ReactNode;
}

/** Chooses the language of the components' built-in labels. */
export function LocaleProvider({ locale, strings, children }: LocaleProviderProps) {
  const value = strings ? { ...uiStrings[locale], ...strings } : uiStrings[locale];
  return <UiStringsContext.Provider value={value}>{children}</UiStringsContext.Provider>;
}
