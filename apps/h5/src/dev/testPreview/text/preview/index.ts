import { textPack } from '../../../../i18n/textPack.ts';
import type { PreviewText } from './en.ts';

/** The developer page's own text, loaded with it. */
export const previewText = textPack<PreviewText>('dev/testPreview/text/preview', {
  en: () => import('./en.ts'),
  'zh-CN': () => import('./zh-CN.ts'),
  id: () => import('./id.ts'),
});
