export { enStrings } from './en.ts';
export { filStrings } from './fil.ts';
export { idStrings } from './id.ts';
export { LocaleProvider, type LocaleProviderProps } from './LocaleProvider.tsx';
export { uiStrings } from './locales.ts';
export { UiStringsProvider, type UiStringsProviderProps } from './UiStringsProvider.tsx';
export type { UiLocale, UiStrings } from './uiStrings.ts';
export { useUiStrings } from './useUiStrings.ts';
export { zhCNStrings } from './zh-CN.ts';
