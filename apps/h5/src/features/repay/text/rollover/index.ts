import { textPack } from '../../../../i18n/textPack.ts';
import type { RolloverText } from './en.ts';

/** The rollover cost's text, loaded with its part after the screen. */
export const rolloverText = textPack<RolloverText>({
  en: () => import('./en.ts'),
  'zh-CN': () => import('./zh-CN.ts'),
  id: () => import('./id.ts'),
  fil: () => import('./fil.ts'),
});
