import { createContext, useContext } from 'react';
import { enStrings } from './en.ts';
import type { UiStrings } from './uiStrings.ts';

/** The labels of the nearest `LocaleProvider`; `null` outside one, where English applies. */
export const UiStringsContext = createContext<UiStrings | null>(null);

/** Every built-in label in the `LocaleProvider`'s language, English without one. */
export function useUiStrings(): UiStrings {
  return useContext(UiStringsContext) ?? enStrings;
}

/**
 * The built-in labels a component shows, in the `LocaleProvider`'s language; without one, the
 * `english` ones given (from `enLabels.ts`). A component that uses this instead of `useUiStrings()`
 * bundles only its own English labels, not the whole table.
 */
export function useUiLabels<K extends keyof UiStrings>(
  english: Pick<UiStrings, K>,
): Pick<UiStrings, K> {
  return useContext(UiStringsContext) ?? english;
}
