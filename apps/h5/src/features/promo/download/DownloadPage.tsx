import { useLocation } from 'react-router-dom';
import { companyConfig } from '../../../config/company.ts';
import { config } from '../../../config/env.ts';
import { companyFacts } from '../../../documents/companyFacts.ts';
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
      company={companyFacts(config, companyConfig)}
      onBack={usePageBack()}
    />
  );
}
