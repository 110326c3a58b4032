import { textPack } from '../../../../i18n/textPack.ts';
import type { CardText } from './en.ts';

/** The card repayment screen's own text, loaded with their screens. */
export const cardText = textPack<CardText>({
  en: () => import('./en.ts'),
  'zh-CN': () => import('./zh-CN.ts'),
  id: () => import('./id.ts'),
  fil: () => import('./fil.ts'),
});
