import { useLocation } from 'react-router-dom';
import { brandCompany } from '../../../documents/brandCompany.ts';
import { usePageBack } from '../../../screen/index.ts';
import { landingParams } from '../shared/landingParams.ts';
import { useLanding } from '../shared/useLanding.ts';
import { DownloadView } from './DownloadView.tsx';

/** `promo.html#/downloadTemplate`: where every registration ends. */
export default function DownloadPage() {
  const { templateId } = landingParams(useLocation().search);
  return (
    <DownloadView
      landing={useLanding(templateId)}
      company={brandCompany()}
      onBack={usePageBack()}
    />
  );
}
