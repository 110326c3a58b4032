import { textPack } from '../../../../i18n/textPack.ts';
import type { ServiceText } from './en.ts';

/** The customer service screen's own text, loaded with its screen. */
export const serviceText = textPack<ServiceText>({
  en: () => import('./en.ts'),
  'zh-CN': () => import('./zh-CN.ts'),
  id: () => import('./id.ts'),
  fil: () => import('./fil.ts'),
});
