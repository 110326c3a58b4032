import {
  chunksToPreload,
  isRouteCodeUrl,
  ROUTE_CODE_META,
  type RouteCode,
  readRouteCode,
} from './routeCode.ts';

const BASE = import.meta.env.BASE_URL;
const NONE: ReadonlyMap<string, RouteCode> = new Map();

let routes: Promise<ReadonlyMap<string, RouteCode>> | undefined;

async function fetchRouteCode(): Promise<ReadonlyMap<string, RouteCode>> {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${ROUTE_CODE_META}"]`);
  const url = meta?.content ?? '';
  if (!isRouteCodeUrl(url, BASE)) return NONE;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return readRouteCode(await response.json(), BASE);
}

/** Fetches the route code map once; after a failed fetch the next call tries again. */
export function loadRouteCode(): Promise<ReadonlyMap<string, RouteCode>> {
  routes ??= fetchRouteCode().catch(() => {
    routes = undefined;
    return NONE;
  });
  return routes;
}

/** The chunks the page has asked for: its own and those preloaded since. */
function askedFor(): Set<string> {
  const elements = document.querySelectorAll('link[rel="modulepreload"], script[type="module"]');
  return new Set(
    [...elements].map(
      (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '',
    ),
  );
}

/**
 * Preloads every chunk a route's screen needs in `locale`, side by side: an in-app navigation
 * otherwise finds each level of the screen's imports one round trip after the one before.
 */
export function preloadRouteCode(routeId: string, locale: string): void {
  void loadRouteCode().then((map) => {
    for (const href of chunksToPreload(map, routeId, locale, askedFor())) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      // As the app's own module scripts are fetched, so the import finds this fetch.
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  });
}
