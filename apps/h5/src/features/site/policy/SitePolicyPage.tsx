import { config } from '../../../config/env.ts';
import { brandCompany } from '../../../documents/brandCompany.ts';
import { useI18n } from '../../../i18n/index.ts';
import { paths } from '../../../paths/index.ts';
import { SitePolicyView } from './SitePolicyView.tsx';

/**
 * `/Policy`: the app's own `/privacyPolicy` in a sandboxed frame (contract section 2). The
 * address is the app's own path, not one the server or the URL gave, so no guard is needed.
 * Its prerendered HTML is in the brand's language; in another, the page is asked for in the
 * visitor's (`lang`) and runs its scripts to draw itself in it.
 */
export default function SitePolicyPage() {
  const { locale } = useI18n();
  const translated = locale !== config.locale;
  const policySrc = translated
    ? `${paths.privacyPolicy.href()}?${new URLSearchParams({ lang: locale })}`
    : paths.privacyPolicy.href();
  return (
    <SitePolicyView company={brandCompany()} policySrc={policySrc} policyScripts={translated} />
  );
}
