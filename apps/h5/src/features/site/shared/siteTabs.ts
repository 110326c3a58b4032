import type { MessageKey } from '../../../i18n/index.ts';
import { paths } from '../../../paths/index.ts';

export type SiteTab = 'home' | 'about' | 'policy' | 'loanTerms';

/** The site's tabs in order: each its own prerendered page, a plain link that works without script. */
export const SITE_TABS: readonly { tab: SiteTab; href: string; label: MessageKey }[] = [
  { tab: 'home', href: paths.home.href(), label: 'title.site' },
  { tab: 'about', href: paths.about.href(), label: 'title.about' },
  { tab: 'policy', href: paths.policy.href(), label: 'title.policy' },
  { tab: 'loanTerms', href: paths.loanTerms.href(), label: 'title.loanTerms' },
];
