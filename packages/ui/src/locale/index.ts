export { LocaleProvider, type LocaleProviderProps } from './LocaleProvider.tsx';
export { uiStrings } from './locales.ts';
export type { UiLocale, UiStrings } from './uiStrings.ts';
export { useUiStrings } from './useUiStrings.ts';
