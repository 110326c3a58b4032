import type { TextPack } from '../i18n/index.ts';
import type { LegalDocumentSource } from './legalDocument.ts';
import type { LegalText } from './text/legal/en.ts';
import { legalText } from './text/legal/index.ts';

type Documents = typeof import('./documents.ts');

/**
 * A legal route's text: the labels, and the page's whole text in the same language, so the page
 * opens (and prerenders) complete. The documents' loaders come with the first legal page, not
 * with the app's entry.
 */
function withDocument(pick: (documents: Documents) => LegalDocumentSource): TextPack<LegalText> {
  return {
    dir: legalText.dir,
    load: async (locale) => {
      const [labels, documents] = await Promise.all([
        legalText.load(locale),
        import('./documents.ts'),
      ]);
      await pick(documents).load(locale);
      return labels;
    },
  };
}

export const aboutUsRouteText = withDocument((documents) => documents.aboutUsDocument);
export const privacyPolicyRouteText = withDocument((documents) => documents.privacyPolicyDocument);
export const loanAgreementRouteText = withDocument((documents) => documents.loanAgreementDocument);
