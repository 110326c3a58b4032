import { textPack } from '../../../../i18n/textPack.ts';
import type { GuideText } from './en.ts';

/** The payment instruction screens's own text, loaded with their screens. */
export const guideText = textPack<GuideText>({
  en: () => import('./en.ts'),
  'zh-CN': () => import('./zh-CN.ts'),
  id: () => import('./id.ts'),
  fil: () => import('./fil.ts'),
});
