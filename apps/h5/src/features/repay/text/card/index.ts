import { textPack } from '../../../../i18n/textPack.ts';
import type { CardText } from './en.ts';

/** The card repayment screen's own text, loaded with their screens. */
export const cardText = textPack<CardText>('features/repay/text/card', {
  en: () => import('./en.ts'),
  'zh-CN': () => import('./zh-CN.ts'),
  id: () => import('./id.ts'),
});
