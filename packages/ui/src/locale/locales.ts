import { enStrings } from './en.ts';
import { filStrings } from './fil.ts';
import { idStrings } from './id.ts';
import type { UiLocale, UiStrings } from './uiStrings.ts';
import { zhCNStrings } from './zh-CN.ts';

/** Every built-in label in every language; only `LocaleProvider` pulls this in. */
export const uiStrings: Record<UiLocale, UiStrings> = {
  en: enStrings,
  'zh-CN': zhCNStrings,
  id: idStrings,
  fil: filStrings,
};
