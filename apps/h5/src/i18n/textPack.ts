import type { UiLocale } from '@hiram/ui';

/** One language's text of a pack: key to message, `{name}` placeholders allowed. */
export type TextTable = Record<string, string>;

/** A promise that says it has settled, as React's `use()` reads it: no suspending then. */
type Settled<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

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
  const loading = new Map<UiLocale, Settled<C>>();
  return {
    load(locale) {
      const known = loading.get(locale);
      if (known) return known;
      const pending: Settled<C> = loaders[locale]().then(
        (module) => {
          pending.status = 'fulfilled';
          pending.value = module.default;
          return module.default;
        },
        (error: unknown) => {
          loading.delete(locale);
          throw error;
        },
      );
      loading.set(locale, pending);
      return pending;
    },
  };
}
