import { enStrings, type UiLocale, type UiStrings } from '@hiram/ui';

/** The library's built-in labels: English with the first screen, the others on demand. */
export async function loadUiStrings(locale: UiLocale): Promise<UiStrings> {
  if (locale === 'zh-CN') return (await import('./uiLabels/zhCN.ts')).zhCNStrings;
  if (locale === 'id') return (await import('./uiLabels/id.ts')).idStrings;
  if (locale === 'fil') return (await import('./uiLabels/fil.ts')).filStrings;
  return enStrings;
}
