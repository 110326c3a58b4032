import { brandCompany } from '../../../documents/brandCompany.ts';
import { usePageBack } from '../../../screen/index.ts';
import { AgreementView } from './AgreementView.tsx';

/** `promo.html#/agreementTemplate`: the registration terms, with the lender's facts. */
export default function AgreementPage() {
  return <AgreementView company={brandCompany()} onBack={usePageBack()} />;
}
