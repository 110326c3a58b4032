import type { UiLocale } from '@hiram/ui';
import { interpolate, type TextPack, type TextTable } from '../../../i18n/index.ts';
import { type LoadOnce, loadOnce } from '../../../screen/loadOnce.ts';

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

export function legalDocument(
  loaders: Readonly<Record<UiLocale, () => Promise<{ default: LegalDocument }>>>,
): LegalDocumentSource {
  const languages = new Map<UiLocale, LoadOnce<LegalDocument>>();
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

/**
 * A route's text that also fetches its document, so the page opens (and prerenders) with its
 * whole text; the route hands it to `ScreenRoute.text`. Screens read each through `use()`.
 */
export function withDocument<C extends TextTable>(
  pack: TextPack<C>,
  source: LegalDocumentSource,
): TextPack<C> {
  return {
    dir: pack.dir,
    load: async (locale) => (await Promise.all([pack.load(locale), source.load(locale)]))[0],
  };
}

export type PlaceholderValues = Readonly<Record<string, string>>;

const fillBlock = (block: LegalBlock, values: PlaceholderValues): LegalBlock =>
  typeof block === 'string'
    ? interpolate(block, values)
    : { list: block.list.map((item) => interpolate(item, values)) };

/** The document with its `{name}` placeholders filled; an unknown one stays visible. */
export function fillDocument(document: LegalDocument, values: PlaceholderValues): LegalDocument {
  return {
    intro: document.intro.map((block) => fillBlock(block, values)),
    sections: document.sections.map((section) => ({
      id: section.id,
      heading: interpolate(section.heading, values),
      body: section.body.map((block) => fillBlock(block, values)),
    })),
  };
}

/** Every string of the document, headings included, in reading order. */
export function documentStrings(document: LegalDocument): string[] {
  const blocks = (list: readonly LegalBlock[]) =>
    list.flatMap((block) => (typeof block === 'string' ? [block] : block.list));
  return [
    ...blocks(document.intro),
    ...document.sections.flatMap((section) => [section.heading, ...blocks(section.body)]),
  ];
}
