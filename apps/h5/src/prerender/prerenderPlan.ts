import { promoRouteTable } from '../routes/promoRouteTable.ts';
import { type RouteSource, routeSources } from '../routes/routeSources.ts';
import { routeTable } from '../routes/routeTable.ts';
import type { ScreenRoute } from '../routes/routeTypes.ts';

export interface PlannedPage {
  /** The built HTML entry the page starts from. */
  template: 'index.html' | 'promo.html';
  /** Where the page is written, relative to the build folder. */
  file: string;
  /** The page's own address on the host: its canonical link when it is a public page. */
  address: string;
  route: ScreenRoute;
  routes: readonly ScreenRoute[];
  /** Where the route's screen and words live: the page preloads their chunks. */
  source: RouteSource;
}

const sources = new Map<string, RouteSource>(Object.entries(routeSources));

function sourceOf(route: ScreenRoute): RouteSource {
  const source = sources.get(route.id);
  if (!source) throw new Error(`${route.id}: routeSources does not say where its screen is`);
  return source;
}

/** Contract section 2, "Hosting": `/<path>/index.html` per route, `/index.html` for `/`. */
export function pageFile(path: string): string {
  const inside = path.replace(/^\/+|\/+$/g, '');
  return inside ? `${inside}/index.html` : 'index.html';
}

/**
 * Every page the build writes: each app route at its own path, and `promo.html` holding the
 * landing's first screen (its other hash routes render in the browser).
 */
export function prerenderPlan(
  app: readonly ScreenRoute[] = routeTable,
  promo: readonly ScreenRoute[] = promoRouteTable,
): PlannedPage[] {
  const pages: PlannedPage[] = app.map((route) => ({
    template: 'index.html',
    file: pageFile(route.path),
    address: route.path,
    route,
    routes: app,
    source: sourceOf(route),
  }));
  const landing = promo.find((route) => route.path === '/');
  if (landing) {
    pages.push({
      template: 'promo.html',
      file: 'promo.html',
      address: '/promo.html',
      route: landing,
      routes: promo,
      source: sourceOf(landing),
    });
  }
  return pages;
}
