import { createContext, useContext } from 'react';
import { enStrings } from './en.ts';
import type { UiStrings } from './uiStrings.ts';

/** English until a `LocaleProvider` says otherwise, so a component alone carries one language. */
export const UiStringsContext = createContext<UiStrings>(enStrings);

export function useUiStrings(): UiStrings {
  return useContext(UiStringsContext);
}
