/** The meta tag in every page that names the route code map the build writes. */
export const ROUTE_CODE_META = 'hiram-route-code';

/**
 * What a route's screen needs beyond the code every started page has (`build/routeCodeMap.ts`):
 * its chunks however deep they sit, and per language the chunks of its words.
 */
export interface RouteCode {
  code: readonly string[];
  text: Readonly<Partial<Record<string, readonly string[]>>>;
}

const CHUNK = /^assets\/[\w-]+\.js$/;
const MAP = /^assets\/routeCode-[\w-]+\.json$/;

const under =
  (base: string, pattern: RegExp) =>
  (value: unknown): value is string =>
    typeof value === 'string' && value.startsWith(base) && pattern.test(value.slice(base.length));

/** Whether `url` names the build's route code map under `base`. */
export function isRouteCodeUrl(url: string, base: string): boolean {
  return under(base, MAP)(url);
}

function chunkList(value: unknown, base: string): string[] {
  const list: unknown[] = Array.isArray(value) ? value : [];
  return list.filter(under(base, CHUNK));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The map as the build wrote it. Only the build's own chunks under `base` are kept: whatever
 * else a file by that name holds is never preloaded.
 */
export function readRouteCode(raw: unknown, base: string): ReadonlyMap<string, RouteCode> {
  const routes = new Map<string, RouteCode>();
  if (!isRecord(raw)) return routes;
  for (const [id, entry] of Object.entries(raw)) {
    if (!isRecord(entry)) continue;
    const text = isRecord(entry.text) ? entry.text : {};
    routes.set(id, {
      code: chunkList(entry.code, base),
      text: Object.fromEntries(
        Object.entries(text).map(([locale, files]) => [locale, chunkList(files, base)]),
      ),
    });
  }
  return routes;
}

/** The chunks to preload for a route in `locale`: its code and words, but those `present`. */
export function chunksToPreload(
  routes: ReadonlyMap<string, RouteCode>,
  routeId: string,
  locale: string,
  present: ReadonlySet<string>,
): string[] {
  const route = routes.get(routeId);
  if (!route) return [];
  return [...route.code, ...(route.text[locale] ?? [])].filter((file) => !present.has(file));
}
