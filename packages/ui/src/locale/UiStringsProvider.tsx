import type { ReactNode } from 'react';
import type { UiStrings } from './uiStrings.ts';
import { UiStringsContext } from './useUiStrings.ts';

export interface UiStringsProviderProps {
  /** Every built-in label, e.g. `zhCNStrings`, loaded when the language is. */
  strings: UiStrings;
  children: ReactNode;
}

/**
 * Gives the components their built-in labels. Unlike `LocaleProvider`, it bundles no language:
 * an app that loads each language on demand passes the one it loaded.
 */
export function UiStringsProvider({ strings, children }: UiStringsProviderProps) {
  return <UiStringsContext.Provider value={strings}>{children}</UiStringsContext.Provider>;
}
