import { textPack } from '../../../../i18n/textPack.ts';
import type { FileText } from './en.ts';

/** The complaint start and describe screens' own text, loaded with their screens. */
export const fileText = textPack<FileText>({
  en: () => import('./en.ts'),
  'zh-CN': () => import('./zh-CN.ts'),
  id: () => import('./id.ts'),
  fil: () => import('./fil.ts'),
});
