import { styled } from 'styled-components';
import type { CompanyFacts } from '../../../documents/companyFacts.ts';
import { type LegalDocument, LegalText } from '../../../documents/index.ts';
import { SiteLayout } from './SiteLayout.tsx';
import type { SiteTab } from './siteTabs.ts';

export interface SiteDocumentViewProps {
  tab: SiteTab;
  /** The page's `h1`: the tab's name. */
  title: string;
  /** The app's own page's text, filled for the brand. */
  document: LegalDocument;
  company: CompanyFacts;
}

const Title = styled.h1`
  width: 100%;
  max-width: 40rem;
  margin: 0 auto;
  font-size: ${({ theme }) => theme.font.size.xxl};
`;

/** A site tab that shows one of the app's documents whole (About us, Loan terms). */
export function SiteDocumentView({ tab, title, document, company }: SiteDocumentViewProps) {
  return (
    <SiteLayout tab={tab} company={company}>
      <Title>{title}</Title>
      <LegalText document={document} />
    </SiteLayout>
  );
}
