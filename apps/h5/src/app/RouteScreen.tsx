import { lazy, Suspense, useState } from 'react';
import { useI18n } from '../i18n/index.ts';
import type { ScreenRoute } from '../routes/routeTypes.ts';
import { reloadWhenOnline } from '../screen/reloadWhenOnline.ts';
import { usePageBack } from '../screen/usePageBack.ts';
import { loadAddressOnce } from './loadAddressOnce.ts';
import { loadedScreen, loadScreen } from './loadedScreens.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { RouteErrorView } from './RouteErrorView.tsx';
import { RouteProgress } from './RouteProgress.tsx';
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
  const back = usePageBack();
  const [Screen] = useState(
    () =>
      loadedScreen(route) ??
      lazy(() =>
        // Code that cannot come after an in-app move comes with a new page at this address,
        // before anything says to check a connection that may be fine; meanwhile the bar runs.
        loadScreen(route, locale).catch((error: unknown) => {
          if (loadAddressOnce(window)) return new Promise<never>(() => {});
          throw error;
        }),
      ),
  );
  return (
    <RouteErrorBoundary
      // Many web views keep a chunk that failed to load as failed for as long as the page lives
      // (an import of it fails again at once, without a request): only a new page fetches it.
      onRetry={() => reloadWhenOnline(window)}
      fallback={(retry) => <RouteErrorView onRetry={retry} onBack={back} />}
    >
      <Suspense fallback={<RouteProgress />}>
        <TitleFocus>
          <Screen />
        </TitleFocus>
      </Suspense>
    </RouteErrorBoundary>
  );
}
