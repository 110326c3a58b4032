// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The promotion landing: a second HTML entry on hash routes (contract section 2). */
export const PROMO_PAGE = '/promo.html';

/** The developer page ships only in demo builds and is not a borrower's screen. */
const SKIPPED = new Set(['/testPreview']);

/**
 * Every prerendered route of a build: each `<path>/index.html` under it (`index.html` is `/`),
 * then the promotion landing when the build has it.
 * @param {string} dist
 * @returns {string[]}
 */
export function prerenderedRoutes(dist) {
  /** @param {string} dir @returns {string[]} */
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (!entry.isDirectory()) return [];
      const path = join(dir, entry.name);
      return [...(existsSync(join(path, 'index.html')) ? [path] : []), ...walk(path)];
    });
  const routes = walk(dist)
    .map((dir) => `/${relative(dist, dir).split(sep).join('/')}`)
    .filter((route) => !SKIPPED.has(route))
    .sort();
  return [
    ...(existsSync(join(dist, 'index.html')) ? ['/'] : []),
    ...routes,
    ...(existsSync(join(dist, PROMO_PAGE)) ? [PROMO_PAGE] : []),
  ];
}

/**
 * What a native app puts in the page URL (contract section 4), with ids the mock backend's
 * default scenario answers (the demo values of `/testPreview`).
 */
const SESSION_QUERY = new URLSearchParams({
  deviceId: 'bench-device',
  userId: '100001',
  sessionId: 'bench-session',
  merchantNumber: 'M0001',
  mobilePhone: '09171234567',
  productId: '11',
  product_id: '11',
  orderId: '5001',
  lang: 'en',
});

/**
 * What a route's address carries beside the session when a borrower arrives (the native app's or
 * the previous screen's values), so the bench measures the screen they see, not its empty state.
 */
const ARRIVALS = new Map([
  ['/carpmm', 'requestType=1&payCode=778812345566&amount=545500'],
  ['/repaymentOfCode', 'showType=1&payCode=778812345566&repayAmount=545500'],
  ['/paymentWay', 'amount=545500'],
  ['/complainPageNext', 'problemType=2&orderNo=PB202504150001'],
  ['/complainDetails', 'problemId=9001'],
]);

/** The promotion landing takes a template, not a session. */
const PROMO_QUERY = new URLSearchParams({ templateId: '1' });

/**
 * @param {string} route
 * @returns {string} the path and query Lighthouse opens for the route
 */
export function routeUrl(route) {
  if (route === PROMO_PAGE) return `${route}?${PROMO_QUERY}`;
  const arrival = ARRIVALS.get(route);
  return `${route}?${SESSION_QUERY}${arrival ? `&${arrival}` : ''}`;
}
