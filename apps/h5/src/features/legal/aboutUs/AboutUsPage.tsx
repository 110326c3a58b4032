import { aboutUsDocument } from '../../../documents/documents.ts';
import { LegalPageView } from '../shared/LegalPageView.tsx';
import { useLegalPage } from '../shared/useLegalPage.ts';

/** `/aboutUs`: the lender, its mission, advantages and team, and its contacts; a static page, prerendered whole. */
export default function AboutUsPage() {
  return <LegalPageView {...useLegalPage(aboutUsDocument, 'title.aboutUs')} />;
}
