import { paths } from '../../../paths/index.ts';
import { siteCompany } from '../shared/siteCompany.ts';
import { SitePolicyView } from './SitePolicyView.tsx';

/**
 * `/Policy`: the app's own `/privacyPolicy` in a sandboxed frame (contract section 2). The
 * address is the app's own path, not one the server or the URL gave, so no guard is needed.
 */
export default function SitePolicyPage() {
  return <SitePolicyView company={siteCompany()} policySrc={paths.privacyPolicy.href()} />;
}
