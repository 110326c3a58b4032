import { textPack } from '../../../../i18n/textPack.ts';
import type { LoanText } from './en.ts';

/** The loan confirm screens' own text, loaded with them. */
export const loanText = textPack<LoanText>({
  en: () => import('./en.ts'),
  'zh-CN': () => import('./zh-CN.ts'),
  id: () => import('./id.ts'),
  fil: () => import('./fil.ts'),
});
