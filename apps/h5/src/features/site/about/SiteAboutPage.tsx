import { brandCompany } from '../../../documents/brandCompany.ts';
import { aboutUsDocument, useFilledDocument } from '../../../documents/index.ts';
import { useT } from '../../../i18n/index.ts';
import { SiteDocumentView } from '../shared/SiteDocumentView.tsx';

/** `/About`: the about page's text on the site, prerendered whole. */
export default function SiteAboutPage() {
  const t = useT();
  return (
    <SiteDocumentView
      tab="about"
      title={t('title.about')}
      document={useFilledDocument(aboutUsDocument)}
      company={brandCompany()}
    />
  );
}
