import { textPack } from '../../../../i18n/textPack.ts';
import type { OrderText } from './en.ts';

/** The order screens' own text, loaded with them. */
export const orderText = textPack<OrderText>({
  en: () => import('./en.ts'),
  'zh-CN': () => import('./zh-CN.ts'),
  id: () => import('./id.ts'),
  fil: () => import('./fil.ts'),
});
