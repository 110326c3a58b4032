import { brandCompany } from '../../../documents/brandCompany.ts';
import { loanAgreementDocument, useFilledDocument } from '../../../documents/index.ts';
import { useT } from '../../../i18n/index.ts';
import { SiteDocumentView } from '../shared/SiteDocumentView.tsx';

/** `/Loan`: the loan agreement's terms on the site, prerendered whole. */
export default function SiteLoanTermsPage() {
  const t = useT();
  return (
    <SiteDocumentView
      tab="loanTerms"
      title={t('title.loanTerms')}
      document={useFilledDocument(loanAgreementDocument)}
      company={brandCompany()}
    />
  );
}
