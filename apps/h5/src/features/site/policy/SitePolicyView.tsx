import { styled } from 'styled-components';
import type { CompanyFacts } from '../../../documents/companyFacts.ts';
import { usePackText, useT } from '../../../i18n/index.ts';
import { SandboxedFrame } from '../../../screen/index.ts';
import { SiteLayout } from '../shared/SiteLayout.tsx';
import { siteText } from '../text/site/index.ts';

export interface SitePolicyViewProps {
  company: CompanyFacts;
  /** The app's own `/privacyPolicy`, checked by the link guard; `undefined` when refused. */
  policySrc: string | undefined;
  /**
   * Whether the framed policy runs its scripts: only to draw itself in a language its
   * prerendered HTML is not in.
   */
  policyScripts: boolean;
}

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
`;

const Frame = styled(SandboxedFrame)`
  height: 70vh;
  min-height: 24rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
`;

const Direct = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  align-self: flex-start;
  color: ${({ theme }) => theme.color.accentText};
`;

/**
 * `/Policy`: the app's privacy policy in a sandboxed frame, with a link to it for readers
 * without frames. In the brand's language the policy's page is whole in its prerendered HTML, so
 * the frame runs none of its scripts: the site's tab does not pay for a second app waking up
 * inside it.
 */
export function SitePolicyView({ company, policySrc, policyScripts }: SitePolicyViewProps) {
  const s = usePackText(siteText);
  const t = useT();
  return (
    <SiteLayout tab="policy" company={company}>
      <Title>{t('title.policy')}</Title>
      <Frame src={policySrc} title={s('site.policy.frame')} scripts={policyScripts} />
      {policySrc && <Direct href={policySrc}>{s('site.policy.open')}</Direct>}
    </SiteLayout>
  );
}
