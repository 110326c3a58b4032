import { promoPaths } from '../paths/index.ts';
import type { ScreenRoute } from './routeTypes.ts';

const notBuilt = { screen: 'app/NotBuiltPage.tsx', load: () => import('../app/NotBuiltPage.tsx') };

/** `promo.html`: the promotion landing, on hash routes so any static host can serve it. */
export const promoRouteTable: readonly ScreenRoute[] = [
  { id: 'register', path: promoPaths.register.path, titleKey: 'title.register', ...notBuilt },
  { id: 'download', path: promoPaths.download.path, titleKey: 'title.download', ...notBuilt },
  { id: 'agreement', path: promoPaths.agreement.path, titleKey: 'title.agreement', ...notBuilt },
];
