import { textPack } from '../../../../i18n/textPack.ts';
import type { SiteText } from './en.ts';

/** The official site's own text, loaded with its pages. */
export const siteText = textPack<SiteText>({
  en: () => import('./en.ts'),
  'zh-CN': () => import('./zh-CN.ts'),
  id: () => import('./id.ts'),
  fil: () => import('./fil.ts'),
});
