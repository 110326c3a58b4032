import { textPack } from '../../../../i18n/textPack.ts';
import type { PromoText } from './en.ts';

/** The promotion landing's own text, loaded with its pages. */
export const promoText = textPack<PromoText>({
  en: () => import('./en.ts'),
  'zh-CN': () => import('./zh-CN.ts'),
  id: () => import('./id.ts'),
  fil: () => import('./fil.ts'),
});
