import { Route, Routes } from 'react-router-dom';
import type { ScreenRoute } from '../routes/routeTypes.ts';
import { RouteScreen } from './RouteScreen.tsx';

const notFound: ScreenRoute = {
  id: 'notFound',
  path: '*',
  titleKey: 'app.notFound.title',
  load: () => import('./NotFoundPage.tsx'),
};

export function AppRoutes({ routes }: { routes: readonly ScreenRoute[] }) {
  return (
    <Routes>
      {[...routes, notFound].map((route) => (
        <Route
          key={route.id}
          path={route.path}
          element={<RouteScreen key={route.id} route={route} />}
        />
      ))}
    </Routes>
  );
}
