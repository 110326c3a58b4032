import { styled } from 'styled-components';
import type { CompanyFacts } from '../../../documents/companyFacts.ts';
import { usePackText } from '../../../i18n/index.ts';
import { siteText } from '../text/site/index.ts';

const Footer = styled.footer`
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(14rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space.md};
  max-width: 64rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} max(${({ theme }) => theme.space.lg}, env(safe-area-inset-right))
    max(${({ theme }) => theme.space.lg}, env(safe-area-inset-bottom))
    max(${({ theme }) => theme.space.lg}, env(safe-area-inset-left));
`;

const Fact = styled.div`
  min-width: 0;

  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
  a {
    display: inline-block;
    max-width: 100%;
    min-height: 44px;
    color: ${({ theme }) => theme.color.accentText};
  }
`;

/**
 * The lender as SEC MC 19 s.2019 asks it to appear: name, address, contacts, SEC numbers. A fact
 * the brand file leaves empty is left out rather than shown blank.
 */
export function SiteFooter({ company }: { company: CompanyFacts }) {
  const s = usePackText(siteText);
  const phone = company.servicePhone.replace(/[^\d+]/g, '');
  const facts = [
    { label: s('site.footer.company'), fact: company.companyName, value: company.companyName },
    {
      label: s('site.footer.address'),
      fact: company.companyAddress,
      value: company.companyAddress,
    },
    {
      label: s('site.footer.email'),
      fact: company.serviceEmail,
      value: <a href={`mailto:${company.serviceEmail}`}>{company.serviceEmail}</a>,
    },
    {
      label: s('site.footer.phone'),
      fact: company.servicePhone,
      value: <a href={`tel:${phone}`}>{company.servicePhone}</a>,
    },
    { label: s('site.footer.sec'), fact: company.secRegistration, value: company.secRegistration },
    {
      label: s('site.footer.coa'),
      fact: company.certificateOfAuthority,
      value: company.certificateOfAuthority,
    },
  ].filter(({ fact }) => fact.trim() !== '');
  return (
    <Footer>
      <Facts>
        {facts.map(({ label, value }) => (
          <Fact key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fact>
        ))}
      </Facts>
    </Footer>
  );
}
