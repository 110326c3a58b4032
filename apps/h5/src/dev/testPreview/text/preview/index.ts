import { textPack } from '../../../../i18n/textPack.ts';
import type { PreviewText } from './en.ts';

/** The developer page's own text, loaded with it. */
export const previewText = textPack<PreviewText>({
  en: () => import('./en.ts'),
  'zh-CN': () => import('./zh-CN.ts'),
  id: () => import('./id.ts'),
  fil: () => import('./fil.ts'),
});
