import { use, useMemo } from 'react';
import { useI18n } from './I18nProvider.tsx';
import type { TextPack, TextTable } from './textPack.ts';
import { interpolate } from './translate.ts';

export type PackTranslate<C extends TextTable> = (
  key: keyof C & string,
  values?: Record<string, string | number>,
) => string;

/**
 * The pack's text in the app's language. Suspends while it loads; the route loads it with the
 * screen (`ScreenRoute.text`), so a screen opened by the router finds it there.
 */
export function usePackText<C extends TextTable>(pack: TextPack<C>): PackTranslate<C> {
  const { locale } = useI18n();
  // Always through `use()`: a render that suspended must call it again when it resumes.
  const table = use(pack.load(locale));
  return useMemo(() => (key, values) => interpolate(table[key] ?? key, values), [table]);
}
