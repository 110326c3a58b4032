import { type LoadOnce, loadOnce, type UiLocale } from '@hiram/ui';

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

/** Each language fetched once, when first asked for, and again after a failure. */
export function legalDocument(
  loaders: Readonly<Record<UiLocale, () => Promise<{ default: LegalDocument }>>>,
): LegalDocumentSource {
  const languages = new Map<UiLocale, LoadOnce<LegalDocument>>();
  return {
    load(locale) {
      let language = languages.get(locale);
      if (!language) {
        language = loadOnce(() => loaders[locale]().then((module) => module.default));
        languages.set(locale, language);
      }
      return language.load();
    },
  };
}
