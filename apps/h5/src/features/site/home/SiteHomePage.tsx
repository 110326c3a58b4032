import { brandCompany } from '../../../documents/brandCompany.ts';
import { groupThousands, USERS_CLAIMED } from '../../../documents/legalValues.ts';
import { useDisplayFormat } from '../../../screen/index.ts';
import { SiteHomeView } from './SiteHomeView.tsx';

/** `/`: the official site's home, prerendered whole. */
export default function SiteHomePage() {
  const { thousandsSeparator } = useDisplayFormat('');
  return (
    <SiteHomeView
      company={brandCompany()}
      usersClaimed={groupThousands(USERS_CLAIMED, thousandsSeparator)}
    />
  );
}
