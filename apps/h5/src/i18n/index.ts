export { type Catalogue, en, type MessageKey } from './catalogues/en.ts';
export { I18nProvider, useI18n, useT } from './I18nProvider.tsx';
export { loadLanguage } from './loadLanguage.ts';
export { localeFrom } from './locale.ts';
export { type TextPack, type TextTable, textPack } from './textPack.ts';
export { createTranslate, interpolate, type Translate } from './translate.ts';
export { type PackTranslate, usePackText } from './usePackText.ts';
