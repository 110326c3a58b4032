import { textPack } from '../../../../i18n/textPack.ts';
import type { CostText } from './en.ts';

/** The cost-of-credit disclosure's text, loaded with its part after the confirm screen. */
export const costText = textPack<CostText>({
  en: () => import('./en.ts'),
  'zh-CN': () => import('./zh-CN.ts'),
  id: () => import('./id.ts'),
  fil: () => import('./fil.ts'),
});
