import type { ScreenRoute } from './routeTypes.ts';

/** One slash first and between segments, none last, lower case: `//About/` is `/about`. */
function normalise(path: string): string {
  const slashed = `/${path}`.replace(/\/{2,}/g, '/');
  const trimmed = slashed.length > 1 ? slashed.replace(/\/$/, '') : slashed;
  return trimmed.toLowerCase();
}

/** The route for `pathname`, matched as React Router matches paths: case-insensitive, trailing slash allowed. */
export function matchRoute<R extends ScreenRoute>(
  routes: readonly R[],
  pathname: string,
): R | undefined {
  const wanted = normalise(pathname || '/');
  return routes.find((route) => normalise(route.path) === wanted);
}

/** The page's location as its router reads it: the address, or the hash's for `promo.html`. */
export function routerLocation(
  history: 'browser' | 'hash',
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): { pathname: string; search: string } {
  if (history === 'browser') return { pathname: location.pathname, search: location.search };
  const inHash = location.hash.replace(/^#/, '');
  const queryAt = inHash.indexOf('?');
  if (queryAt === -1) return { pathname: inHash || '/', search: '' };
  return { pathname: inHash.slice(0, queryAt) || '/', search: inHash.slice(queryAt) };
}
