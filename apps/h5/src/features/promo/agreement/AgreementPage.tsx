import { companyConfig } from '../../../config/company.ts';
import { config } from '../../../config/env.ts';
import { companyFacts } from '../../../documents/companyFacts.ts';
import { usePageBack } from '../../../screen/index.ts';
import { AgreementView } from './AgreementView.tsx';

/** `promo.html#/agreementTemplate`: the registration terms, with the lender's facts. */
export default function AgreementPage() {
  return <AgreementView company={companyFacts(config, companyConfig)} onBack={usePageBack()} />;
}
