import { styled } from 'styled-components';
import type { CompanyFacts } from '../../../documents/companyFacts.ts';
import { usePackText } from '../../../i18n/index.ts';
import { promoText } from '../text/promo/index.ts';

/** What the registration terms' text may name of the lender and its app. */
export function lenderValues(company: CompanyFacts) {
  return {
    app: company.appName,
    company: company.companyName,
    sec: company.secRegistration,
    coa: company.certificateOfAuthority,
    email: company.serviceEmail,
  };
}

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

/**
 * The lender as the SEC knows it (name, SEC registration and Certificate of Authority), under
 * the landing's screens: SEC MC 19 s.2019 asks for it on the platform and in its ads, and an ad
 * is what brings a visitor here. The same words as the terms' 'Who we are'.
 */
export function LenderNote({ company }: { company: CompanyFacts }) {
  const p = usePackText(promoText);
  return <Note>{p('promo.agreement.6.body', lenderValues(company))}</Note>;
}
