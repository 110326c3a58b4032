import type { UiLocale } from '@hiram/ui';
import { type LoadOnce, loadOnce } from '@hiram/ui';

/** One language's text of a pack: key to message, `{name}` placeholders allowed. */
export type TextTable = Record<string, string>;

export interface TextPack<C extends TextTable> {
  /** The pack's text in `locale`, fetched once; a failed fetch is tried again on the next call. */
  load: (locale: UiLocale) => Promise<C>;
}

/**
 * A feature's own text in every language. It loads with the feature's screens, not with the
 * app, so a screen's words cost nothing on the pages that do not show them.
 */
export function textPack<C extends TextTable>(
  loaders: Readonly<Record<UiLocale, () => Promise<{ default: C }>>>,
): TextPack<C> {
  const languages = new Map<UiLocale, LoadOnce<C>>();
  return {
    load(locale) {
      let language = languages.get(locale);
      if (!language) {
        language = loadOnce(async () => (await loaders[locale]()).default);
        languages.set(locale, language);
      }
      return language.load();
    },
  };
}
