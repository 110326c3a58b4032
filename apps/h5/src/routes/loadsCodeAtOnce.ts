import type { ScreenRoute } from './routeTypes.ts';

/**
 * Whether a route's page needs its code to show what it is for: a data screen, or a screen of
 * the visit. Such a page preloads its code and starts it at once; any other page paints from its
 * HTML alone and loads its code after that paint.
 */
export function loadsCodeAtOnce(route: Pick<ScreenRoute, 'data' | 'fromVisit'>): boolean {
  return route.data !== undefined || route.fromVisit === true;
}
