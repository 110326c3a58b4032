import { promoText } from '../features/promo/text/promo/index.ts';
import { promoPaths } from '../paths/index.ts';
import { promoRouteData } from './promoRouteData.ts';
import type { ScreenRoute } from './routeTypes.ts';

/** `promo.html`: the promotion landing, on hash routes so any static host can serve it. */
export const promoRouteTable: readonly ScreenRoute[] = [
  {
    id: 'register',
    path: promoPaths.register.path,
    titleKey: 'title.register',
    load: () => import('../features/promo/register/RegisterPage.tsx'),
    text: promoText,
    data: promoRouteData.register,
    seo: { descriptionKey: 'meta.register' },
  },
  {
    id: 'download',
    path: promoPaths.download.path,
    titleKey: 'title.download',
    load: () => import('../features/promo/download/DownloadPage.tsx'),
    text: promoText,
    data: promoRouteData.download,
  },
  {
    id: 'agreement',
    path: promoPaths.agreement.path,
    titleKey: 'title.agreement',
    load: () => import('../features/promo/agreement/AgreementPage.tsx'),
    text: promoText,
  },
];
