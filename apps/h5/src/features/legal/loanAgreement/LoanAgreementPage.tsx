import { loanAgreementDocument } from '../../../documents/documents.ts';
import { LegalPageView } from '../shared/LegalPageView.tsx';
import { useLegalPage } from '../shared/useLegalPage.ts';

/** `/loanAgreement`: the loan terms and conditions; a static page, prerendered whole. */
export default function LoanAgreementPage() {
  return <LegalPageView {...useLegalPage(loanAgreementDocument, 'title.loanAgreement')} />;
}
