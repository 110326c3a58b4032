import { createContext, type ReactNode, useContext } from 'react';
import { type UiLocale, type UiStrings, uiStrings } from './uiStrings.ts';

const UiStringsContext = createContext<UiStrings>(uiStrings.en);

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

export function useUiStrings(): UiStrings {
  return useContext(UiStringsContext);
}
