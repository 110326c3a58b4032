import { useInBrowser } from '@hiram/ui';
import { use } from 'react';
import { loanTerms } from '../config/loanTerms.ts';
import { brandCompany } from '../documents/brandCompany.ts';
import { useI18n } from '../i18n/index.ts';
import { useDisplayFormat } from '../screen/index.ts';
import { getSession } from '../session/index.ts';
import { fillDocument } from './fillDocument.ts';
import type { LegalDocument, LegalDocumentSource } from './legalDocument.ts';
import { legalValues } from './legalValues.ts';

/**
 * A document in the app's language, filled with the brand's facts and the loan terms. Money
 * shows in pesos until the page has hydrated, then in the currency the session's flag selects
 * (the prerendered HTML knows no session).
 */
export function useFilledDocument(source: LegalDocumentSource): LegalDocument {
  const { locale } = useI18n();
  const text = use(source.load(locale));
  const hydrated = useInBrowser();
  const format = useDisplayFormat(hydrated ? getSession().currencyType : '');
  return fillDocument(text, legalValues(brandCompany(), loanTerms, format));
}
