import { privacyPolicyDocument } from '../../../documents/documents.ts';
import { LegalPageView } from '../shared/LegalPageView.tsx';
import { useLegalPage } from '../shared/useLegalPage.ts';

/** `/privacyPolicy`: the privacy notice (Data Privacy Act); a static page, prerendered whole. */
export default function PrivacyPolicyPage() {
  return <LegalPageView {...useLegalPage(privacyPolicyDocument, 'title.privacyPolicy')} />;
}
