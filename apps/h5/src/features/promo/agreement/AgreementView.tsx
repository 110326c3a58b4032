import { styled } from 'styled-components';
import type { CompanyFacts } from '../../../documents/companyFacts.ts';
import { usePackText, useT } from '../../../i18n/index.ts';
import { ScreenLayout } from '../../../screen/index.ts';
import { lenderValues } from '../shared/LenderNote.tsx';
import { promoText } from '../text/promo/index.ts';

export interface AgreementViewProps {
  company: CompanyFacts;
  onBack: () => void;
}

const SECTIONS = [1, 2, 3, 4, 5, 6] as const;

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: 40rem;
  margin: 0 auto;
  line-height: 1.6;
  overflow-wrap: anywhere;

  h2 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.font.size.md}; }
  p { margin: 0; }
`;

/** `#/agreementTemplate`: what the visitor agrees to by registering. */
export function AgreementView({ company, onBack }: AgreementViewProps) {
  const t = useT();
  const p = usePackText(promoText);
  const values = lenderValues(company);
  return (
    <ScreenLayout title={t('title.agreement')} onBack={onBack}>
      <Article aria-label={p('promo.agreement.title')}>
        {SECTIONS.map((n) => (
          <section key={n}>
            <h2>{p(`promo.agreement.${n}.heading`)}</h2>
            <p>{p(`promo.agreement.${n}.body`, values)}</p>
          </section>
        ))}
      </Article>
    </ScreenLayout>
  );
}
