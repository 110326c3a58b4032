import { loanAgreementDocument, useFilledDocument } from '../../../documents/index.ts';
import { useT } from '../../../i18n/index.ts';
import { SiteDocumentView } from '../shared/SiteDocumentView.tsx';
import { siteCompany } from '../shared/siteCompany.ts';

/** `/Loan`: the loan agreement's terms on the site, prerendered whole. */
export default function SiteLoanTermsPage() {
  const t = useT();
  return (
    <SiteDocumentView
      tab="loanTerms"
      title={t('title.loanTerms')}
      document={useFilledDocument(loanAgreementDocument)}
      company={siteCompany()}
    />
  );
}
