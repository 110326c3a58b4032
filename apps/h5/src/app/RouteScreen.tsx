import { lazy, Suspense, useState } from 'react';
import { useI18n } from '../i18n/index.ts';
import type { ScreenRoute } from '../routes/routeTypes.ts';
import { loadedScreen, loadScreen } from './loadedScreens.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { RouteErrorView } from './RouteErrorView.tsx';
import { RouteProgress } from './RouteProgress.tsx';
import { RouteTitleContext } from './routeTitle.ts';
import { TitleFocus } from './TitleFocus.tsx';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { useEarlyRouteCode } from './useEarlyRouteCode.ts';
import { useEarlyRouteData } from './useEarlyRouteData.ts';

/**
 * A lazily loaded screen with its title, its data calls and all its chunks asked for at once, a
 * progress bar while its code loads, and a retry.
 */
export function RouteScreen({ route }: { route: ScreenRoute }) {
  useDocumentTitle(route.titleKey);
  useEarlyRouteData(route);
  const { locale } = useI18n();
  useEarlyRouteCode(route, locale);
  const load = () => loadScreen(route, locale);
  // A chunk that failed to load stays failed inside `lazy`: a retry makes a new one.
  const [Screen, setScreen] = useState(() => loadedScreen(route) ?? lazy(load));
  return (
    <RouteTitleContext.Provider value={route.titleKey}>
      <RouteErrorBoundary
        onRetry={() => setScreen(() => lazy(load))}
        fallback={(retry) => <RouteErrorView onRetry={retry} />}
      >
        <Suspense fallback={<RouteProgress />}>
          <TitleFocus>
            <Screen />
          </TitleFocus>
        </Suspense>
      </RouteErrorBoundary>
    </RouteTitleContext.Provider>
  );
}
