import { textPack } from '../../../i18n/textPack.ts';
import type { LegalText } from './en.ts';

/** The legal pages' own labels (the table of contents), loaded with their screens. */
export const legalText = textPack<LegalText>({
  en: () => import('./en.ts'),
  'zh-CN': () => import('./zh-CN.ts'),
  id: () => import('./id.ts'),
  fil: () => import('./fil.ts'),
});
