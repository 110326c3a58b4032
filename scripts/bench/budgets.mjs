// @ts-check
// The bench's budgets (issue 10, item 4), as pure checks over median metrics.

/**
 * @typedef {object} Metrics
 * @property {number} score the performance score, 0 to 1
 * @property {number} fcp First Contentful Paint, ms
 * @property {number} lcp Largest Contentful Paint, ms
 * @property {number} tbt Total Blocking Time, ms
 * @property {number} cls Cumulative Layout Shift
 */

/**
 * @typedef {object} RouteMetrics
 * @property {string} route
 * @property {boolean} dataScreen whether the page requested data on load
 * @property {Metrics} metrics
 */

/** @typedef {{ route: string; budget: string; actual: string; limit: string }} BudgetBreak */

export const BUDGETS = {
  /** Every route's FCP, as a multiple of the static page's. */
  fcpOverStatic: 1.15,
  /** A data screen's LCP, as a multiple of the bare-stack page's. */
  dataLcpOverBare: 1,
  /** A static page's LCP, as a multiple of the bare-stack page's. */
  staticLcpOverBare: 0.7,
  minScore: 0.98,
  /** CLS must be 0; below this it rounds to 0. */
  clsBelow: 0.001,
  /** Added to the bare-stack page's TBT, ms. */
  tbtOverBareMs: 50,
};

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
const millis = (/** @type {number} */ ms) => `${Math.round(ms)} ms`;

/**
 * Every budget a route breaks, measured against the two reference pages.
 * @param {RouteMetrics[]} routes
 * @param {{ static: Metrics; bare: Metrics }} reference
 * @returns {BudgetBreak[]}
 */
export function budgetBreaks(routes, reference) {
  return routes.flatMap(({ route, dataScreen, metrics }) => {
    /** @type {BudgetBreak[]} */
    const breaks = [];
    /** @param {string} budget @param {boolean} held @param {string} actual @param {string} limit */
    const check = (budget, held, actual, limit) => {
      if (!held) breaks.push({ route, budget, actual, limit });
    };
    const fcpLimit = BUDGETS.fcpOverStatic * reference.static.fcp;
    check(
      `FCP at most ${BUDGETS.fcpOverStatic}x the static page's`,
      metrics.fcp <= fcpLimit,
      seconds(metrics.fcp),
      seconds(fcpLimit),
    );
    const lcpRatio = dataScreen ? BUDGETS.dataLcpOverBare : BUDGETS.staticLcpOverBare;
    const kind = dataScreen ? 'data screen' : 'static page';
    const lcpLimit = lcpRatio * reference.bare.lcp;
    check(
      `${kind}: LCP at most ${lcpRatio}x the bare-stack page's`,
      metrics.lcp <= lcpLimit,
      seconds(metrics.lcp),
      seconds(lcpLimit),
    );
    check(
      `score at least ${Math.round(BUDGETS.minScore * 100)}`,
      metrics.score >= BUDGETS.minScore,
      String(Math.round(metrics.score * 100)),
      String(Math.round(BUDGETS.minScore * 100)),
    );
    check('CLS 0', metrics.cls < BUDGETS.clsBelow, metrics.cls.toFixed(3), '0');
    const tbtLimit = reference.bare.tbt + BUDGETS.tbtOverBareMs;
    check(
      `TBT at most the bare-stack page's + ${BUDGETS.tbtOverBareMs} ms`,
      metrics.tbt <= tbtLimit,
      millis(metrics.tbt),
      millis(tbtLimit),
    );
    return breaks;
  });
}
