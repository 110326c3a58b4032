import { useLayoutEffect } from 'react';
import type { ScreenRoute } from '../routes/routeTypes.ts';
import { loadedScreen } from './loadedScreens.ts';

/**
 * Preloads all of a route's code as its screen is routed to after an in-app navigation; the
 * page the app started on (its screen loaded before the first render) preloaded its own. The
 * preloading code is a chunk of its own, fetched with the map once the first page is idle
 * (`startApp`), so it costs no first load.
 */
export function useEarlyRouteCode(route: ScreenRoute, locale: string) {
  useLayoutEffect(() => {
    if (loadedScreen(route)) return;
    import('./preloadRouteCode.ts').then(
      ({ preloadRouteCode }) => preloadRouteCode(route.id, locale),
      // Only a head start: the screen's own imports still fetch its code.
      () => undefined,
    );
  }, [route, locale]);
}
