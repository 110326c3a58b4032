import { ButtonLink } from '@hiram/ui';
import { styled } from 'styled-components';
import type { CompanyFacts } from '../../../documents/companyFacts.ts';
import { usePackText, useT } from '../../../i18n/index.ts';
import { ScreenLayout } from '../../../screen/index.ts';
import { LandingHeader } from '../shared/LandingHeader.tsx';
import { LenderNote } from '../shared/LenderNote.tsx';
import type { Landing } from '../shared/landing.ts';
import { promoText } from '../text/promo/index.ts';

export interface DownloadViewProps {
  /** `null` while the landing config loads. */
  landing: Landing | null;
  /** The lender, named under the store links (SEC MC 19 s.2019). */
  company: CompanyFacts;
  onBack: () => void;
}

/** While the config is on its way it holds two buttons' room, so the lender's note stays put. */
const Stores = styled.ul<{ $held: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ $held, theme }) => ($held ? `calc(88px + ${theme.space.md})` : '0')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  width: 100%;
  max-width: 28rem;
  margin: 0 auto;
`;

/** `#/downloadTemplate`: the brand's store links, the landing config's where it names them. */
export function DownloadView({ landing, company, onBack }: DownloadViewProps) {
  const t = useT();
  const p = usePackText(promoText);
  const stores = [
    { key: 'android', href: landing?.playStoreUrl, label: p('promo.download.android') },
    { key: 'ios', href: landing?.appStoreUrl, label: p('promo.download.ios') },
  ].filter((store): store is typeof store & { href: string } => store.href !== undefined);
  return (
    <ScreenLayout title={t('title.download')} onBack={onBack}>
      <Body>
        <LandingHeader
          loading={landing === null}
          logo={landing?.logo}
          title={landing?.appName || p('promo.download.title')}
          lead={p('promo.download.lead')}
        />
        {landing && stores.length === 0 ? (
          <Note role="status">{p('promo.download.none')}</Note>
        ) : (
          <Stores $held={landing === null}>
            {stores.map((store) => (
              <li key={store.key}>
                <ButtonLink block href={store.href} rel="noopener noreferrer">
                  {store.label}
                </ButtonLink>
              </li>
            ))}
          </Stores>
        )}
        <LenderNote company={company} />
      </Body>
    </ScreenLayout>
  );
}
