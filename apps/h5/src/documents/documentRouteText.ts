import type { TextPack, TextTable } from '../i18n/index.ts';
import type { LegalDocumentSource } from './legalDocument.ts';
import { legalText } from './text/legal/index.ts';

type Documents = typeof import('./documents.ts');

/**
 * A document route's text: its labels (`labels`),
 * the table of contents' labels and the page's whole text in the same language, so the page
 * opens (and prerenders) complete. The documents' loaders come with the first such page, not
 * with the app's entry.
 */
export function withDocument<C extends TextTable>(
  labels: TextPack<C>,
  pick: (documents: Documents) => LegalDocumentSource,
): TextPack<C> {
  return {
    load: async (locale) => {
      const [own, , documents] = await Promise.all([
        labels.load(locale),
        legalText.load(locale),
        import('./documents.ts'),
      ]);
      await pick(documents).load(locale);
      return own;
    },
  };
}

export const aboutUsRouteText = withDocument(legalText, (documents) => documents.aboutUsDocument);
export const privacyPolicyRouteText = withDocument(
  legalText,
  (documents) => documents.privacyPolicyDocument,
);
export const loanAgreementRouteText = withDocument(
  legalText,
  (documents) => documents.loanAgreementDocument,
);
