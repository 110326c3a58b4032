import { textPack } from '../../../../i18n/textPack.ts';
import type { CodeText } from './en.ts';

/** The repayment-by-code screens's own text, loaded with their screens. */
export const codeText = textPack<CodeText>({
  en: () => import('./en.ts'),
  'zh-CN': () => import('./zh-CN.ts'),
  id: () => import('./id.ts'),
  fil: () => import('./fil.ts'),
});
