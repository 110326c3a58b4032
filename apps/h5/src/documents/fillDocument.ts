import { interpolate } from '../i18n/index.ts';
import type { LegalBlock, LegalDocument } from './legalDocument.ts';

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
