import type { UiLocale } from '@hiram/ui';

/** A paragraph, or a bulleted list of items. `{name}` placeholders are filled at render. */
export type LegalBlock = string | { readonly list: readonly string[] };

export interface LegalSection {
  /** The anchor of the section (`#id`): the same in every language. */
  readonly id: string;
  readonly heading: string;
  readonly body: readonly LegalBlock[];
}

/** One language's text of a legal page: what a lawyer edits, in `text/<page>/<locale>.ts`. */
export interface LegalDocument {
  /** Shown above the table of contents. */
  readonly intro: readonly LegalBlock[];
  readonly sections: readonly LegalSection[];
}

/** A legal page's text in every language, each language its own chunk, fetched once. */
export interface LegalDocumentSource {
  load: (locale: UiLocale) => Promise<LegalDocument>;
}

/** A promise that says it has settled, as React's `use()` reads it (see `loadOnce` in `@hiram/ui`). */
type Settled = Promise<LegalDocument> & { status?: 'fulfilled'; value?: LegalDocument };

/**
 * Each language fetched once, marked settled once in (`use()` then reads it without
 * suspending), fetched again after a failure. `loadOnce`'s logic, written out: importing it
 * here made the bundler split it from the entry into a chunk every page paid for.
 */
export function legalDocument(
  loaders: Readonly<Record<UiLocale, () => Promise<{ default: LegalDocument }>>>,
): LegalDocumentSource {
  const fetched = new Map<UiLocale, Settled>();
  return {
    load(locale) {
      const known = fetched.get(locale);
      if (known) return known;
      const started: Settled = loaders[locale]().then(
        ({ default: document }) => {
          started.status = 'fulfilled';
          started.value = document;
          return document;
        },
        (error: unknown) => {
          fetched.delete(locale);
          throw error;
        },
      );
      fetched.set(locale, started);
      return started;
    },
  };
}
