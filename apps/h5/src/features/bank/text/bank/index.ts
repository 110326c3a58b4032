import { textPack } from '../../../../i18n/textPack.ts';
import type { BankText } from './en.ts';

/** The bank account screen's own text, loaded with the screen. */
export const bankText = textPack<BankText>({
  en: () => import('./en.ts'),
  'zh-CN': () => import('./zh-CN.ts'),
  id: () => import('./id.ts'),
  fil: () => import('./fil.ts'),
});
