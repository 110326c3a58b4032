import { use } from 'react';
import { companyConfig } from '../../../config/company.ts';
import { config } from '../../../config/env.ts';
import { loanTerms } from '../../../config/loanTerms.ts';
import { type MessageKey, useI18n, useT } from '../../../i18n/index.ts';
import { useDisplayFormat, usePageBack } from '../../../screen/index.ts';
import { useHydrated } from '../../../screen/useHydrated.ts';
import { getSession } from '../../../session/index.ts';
import { companyFacts } from './companyFacts.ts';
import { fillDocument } from './fillDocument.ts';
import type { LegalPageViewProps } from './LegalPageView.tsx';
import type { LegalDocumentSource } from './legalDocument.ts';
import { legalValues } from './legalValues.ts';

/**
 * A legal page's props: its text in the app's language, filled with the brand's facts and the
 * loan terms. Money shows in pesos until the page has hydrated, then in the currency the
 * session's flag selects (the prerendered HTML knows no session).
 */
export function useLegalPage(
  source: LegalDocumentSource,
  titleKey: MessageKey,
): LegalPageViewProps {
  const t = useT();
  const back = usePageBack();
  const { locale } = useI18n();
  const text = use(source.load(locale));
  const hydrated = useHydrated();
  const format = useDisplayFormat(hydrated ? getSession().currencyType : '');
  return {
    title: t(titleKey),
    document: fillDocument(
      text,
      legalValues(companyFacts(config, companyConfig), loanTerms, format),
    ),
    onBack: back,
  };
}
