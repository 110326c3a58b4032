import { useLocation } from 'react-router-dom';
import { matchRoute } from '../routes/matchRoute.ts';
import type { ScreenRoute } from '../routes/routeTypes.ts';
import { RouteScreen } from './RouteScreen.tsx';

const notFound: ScreenRoute = {
  id: 'notFound',
  path: '*',
  titleKey: 'app.notFound.title',
  load: () => import('./NotFoundPage.tsx'),
};

/** The screen for the address, picked as the boot's prefetch picks it, so both always agree. */
export function AppRoutes({ routes }: { routes: readonly ScreenRoute[] }) {
  const route = matchRoute(routes, useLocation().pathname) ?? notFound;
  return <RouteScreen key={route.id} route={route} />;
}
