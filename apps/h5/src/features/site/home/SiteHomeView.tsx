import { Carousel } from '@hiram/ui';
import { styled, useTheme } from 'styled-components';
import type { CompanyFacts } from '../../../documents/companyFacts.ts';
import { usePackText } from '../../../i18n/index.ts';
import { SiteLayout } from '../shared/SiteLayout.tsx';
import { siteText } from '../text/site/index.ts';
// Inline pictures: the first slide is the page's largest paint, and a file of its own would
// hold it back a round trip.
import repay from './art/repay.svg?inline';
import { BannerArt } from './BannerArt.tsx';
import { ContactUsForm, SignUpForm } from './SiteForms.tsx';
import { slideArt } from './slideArt.ts';

export interface SiteHomeViewProps {
  company: CompanyFacts;
  /** The users claimed, in the brand's number format (`10,000`). */
  usersClaimed: string;
}

const Hero = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(16rem, 100%), 1fr));
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
`;

const Headline = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Banner = styled(BannerArt)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 8 / 5;
`;

const Claim = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.lg};

  strong {
    display: block;
    color: ${({ theme }) => theme.color.accentText};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

const Forms = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(16rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
`;

/** `/`: the lender's promise, a carousel of three pictures, the users claim and two forms. */
export function SiteHomeView({ company, usersClaimed }: SiteHomeViewProps) {
  const { apply, fees } = slideArt(useTheme().color);
  const s = usePackText(siteText);
  const app = company.appName;
  return (
    <SiteLayout tab="home" company={company}>
      <Hero>
        <div>
          <Headline>{s('site.hero.title')}</Headline>
          <Lead>{s('site.hero.text')}</Lead>
        </div>
        <Banner />
      </Hero>
      <Claim>
        <strong>{s('site.users', { count: usersClaimed })}</strong>
        {s('site.users.text', { app })}
      </Claim>
      <Carousel
        label={s('site.carousel', { app })}
        slides={[
          { key: 'apply', src: apply, alt: s('site.slide.apply') },
          { key: 'fees', src: fees, alt: s('site.slide.fees') },
          { key: 'repay', src: repay, alt: s('site.slide.repay') },
        ]}
      />
      <Forms>
        <SignUpForm />
        <ContactUsForm />
      </Forms>
    </SiteLayout>
  );
}
