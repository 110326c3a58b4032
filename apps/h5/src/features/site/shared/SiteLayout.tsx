import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { CompanyFacts } from '../../../documents/companyFacts.ts';
import { usePackText, useT } from '../../../i18n/index.ts';
import { siteText } from '../text/site/index.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { SITE_TABS, type SiteTab } from './siteTabs.ts';

export interface SiteLayoutProps {
  /** The tab shown: marked current in the tabs. */
  tab: SiteTab;
  company: CompanyFacts;
  children: ReactNode;
}

/** Focus rings in the header's text colour: the accent's may be the gradient's own hue. */
const Header = styled.header`
  background: ${({ theme }) => theme.color.gradient};
  color: ${({ theme }) => theme.color.onGradient};

  & *:focus-visible { outline-color: ${({ theme }) => theme.color.onGradient}; }
`;

/**
 * The brand's row and the tabs' row keep their places however much of the tabs has arrived: on a
 * slow network the first paint can come mid-list, and a row that wrapped on the tabs' width then
 * moved the brand and the tabs. Beside each other only where all four tabs fit.
 */
const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-auto-rows: minmax(44px, auto);
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  max-width: 64rem;
  margin: 0 auto;
  padding: max(${({ theme }) => theme.space.sm}, env(safe-area-inset-top))
    max(${({ theme }) => theme.space.lg}, env(safe-area-inset-right)) ${({ theme }) => theme.space.sm}
    max(${({ theme }) => theme.space.lg}, env(safe-area-inset-left));

  @media (min-width: 48rem) {
    grid-template-columns: auto minmax(0, 1fr);
  }
`;

const Brand = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** Every tab in sight: on a phone they wrap, rather than hide past an edge nobody scrolls. */
const Tabs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  max-width: 100%;
`;

const TabLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: inherit;
  text-decoration: none;

  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.accentText};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Content = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  width: 100%;
  max-width: 64rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} max(${({ theme }) => theme.space.lg}, env(safe-area-inset-right))
    ${({ theme }) => theme.space.xl} max(${({ theme }) => theme.space.lg}, env(safe-area-inset-left));
`;

/** The official site's frame: the brand and its four tabs, the page, the company's footer. */
export function SiteLayout({ tab, company, children }: SiteLayoutProps) {
  const s = usePackText(siteText);
  const t = useT();
  return (
    <>
      <Header>
        <Bar>
          <Brand>{company.appName}</Brand>
          <nav aria-label={s('site.nav')}>
            <Tabs>
              {SITE_TABS.map((item) => (
                <li key={item.tab}>
                  <TabLink href={item.href} aria-current={item.tab === tab ? 'page' : undefined}>
                    {t(item.label)}
                  </TabLink>
                </li>
              ))}
            </Tabs>
          </nav>
        </Bar>
      </Header>
      <Content>{children}</Content>
      <SiteFooter company={company} />
    </>
  );
}
