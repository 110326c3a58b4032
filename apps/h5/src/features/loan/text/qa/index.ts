import { textPack } from '../../../../i18n/textPack.ts';
import type { QaText } from './en.ts';

/** The QA banner's text: only Storybook and demo builds load it. */
export const qaText = textPack<QaText>({
  en: () => import('./en.ts'),
  'zh-CN': () => import('./zh-CN.ts'),
  id: () => import('./id.ts'),
  fil: () => import('./fil.ts'),
});
