import { textPack } from '../../../../i18n/textPack.ts';
import type { PaymentText } from './en.ts';

/** The installment and rollover screens's own text, loaded with their screens. */
export const paymentText = textPack<PaymentText>({
  en: () => import('./en.ts'),
  'zh-CN': () => import('./zh-CN.ts'),
  id: () => import('./id.ts'),
  fil: () => import('./fil.ts'),
});
