export { LocaleProvider, type LocaleProviderProps, useUiStrings } from './LocaleProvider.tsx';
export { type UiLocale, type UiStrings, uiStrings } from './uiStrings.ts';
