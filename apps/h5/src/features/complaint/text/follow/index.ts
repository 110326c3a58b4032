import { textPack } from '../../../../i18n/textPack.ts';
import type { FollowText } from './en.ts';

/** The complaint list and detail screens' own text, loaded with their screens. */
export const followText = textPack<FollowText>({
  en: () => import('./en.ts'),
  'zh-CN': () => import('./zh-CN.ts'),
  id: () => import('./id.ts'),
  fil: () => import('./fil.ts'),
});
