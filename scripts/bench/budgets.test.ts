import { describe, expect, it } from 'vitest';
import { budgetBreaks, type Metrics, type RouteMetrics } from './budgets.mjs';

const reference = {
  static: { score: 1, fcp: 600, lcp: 600, tbt: 0, cls: 0 },
  bare: { score: 1, fcp: 1000, lcp: 1000, tbt: 20, cls: 0 },
};

/**
 * A route at every limit (the reference values keep the limits exact in floating point): it holds
 * every budget, and one step past any limit breaks it.
 */
function atTheLimits(dataScreen: boolean, metrics: Partial<Metrics> = {}): RouteMetrics {
  return {
    route: dataScreen ? '/loanDetail' : '/aboutUs',
    dataScreen,
    metrics: {
      score: 0.98,
      fcp: 690,
      lcp: dataScreen ? 1000 : 700,
      tbt: 70,
      cls: 0.0009,
      ...metrics,
    },
  };
}

const brokenBudgets = (route: RouteMetrics) =>
  budgetBreaks([route], reference).map((broken) => broken.budget);

describe('budgetBreaks', () => {
  it('holds a data screen and a static page at every limit', () => {
    expect(budgetBreaks([atTheLimits(true), atTheLimits(false)], reference)).toEqual([]);
  });

  it("breaks when FCP is over 1.15x the static page's", () => {
    expect(brokenBudgets(atTheLimits(true, { fcp: 691 }))).toEqual([
      "FCP at most 1.15x the static page's",
    ]);
    expect(brokenBudgets(atTheLimits(false, { fcp: 691 }))).toEqual([
      "FCP at most 1.15x the static page's",
    ]);
  });

  it("breaks when a data screen's LCP is over the bare-stack page's", () => {
    expect(brokenBudgets(atTheLimits(true, { lcp: 1001 }))).toEqual([
      "data screen: LCP at most 1x the bare-stack page's",
    ]);
  });

  it("breaks when a static page's LCP is over 0.7x the bare-stack page's", () => {
    expect(brokenBudgets(atTheLimits(false, { lcp: 701 }))).toEqual([
      "static page: LCP at most 0.7x the bare-stack page's",
    ]);
    // The data screen's allowance is not a static page's.
    expect(brokenBudgets(atTheLimits(false, { lcp: 1000 }))).toHaveLength(1);
  });

  it('breaks when the score is under 98', () => {
    expect(brokenBudgets(atTheLimits(true, { score: 0.97 }))).toEqual(['score at least 98']);
  });

  it('breaks when CLS does not round to 0', () => {
    expect(brokenBudgets(atTheLimits(true, { cls: 0.001 }))).toEqual(['CLS 0']);
  });

  it("breaks when TBT is over the bare-stack page's + 50 ms", () => {
    expect(brokenBudgets(atTheLimits(true, { tbt: 71 }))).toEqual([
      "TBT at most the bare-stack page's + 50 ms",
    ]);
  });

  it('names the route, its value and the limit of each break, for every route', () => {
    const routes = [
      atTheLimits(true, { lcp: 2600, tbt: 300 }),
      atTheLimits(false),
      { ...atTheLimits(false, { fcp: 900 }), route: '/Loan' },
    ];
    expect(budgetBreaks(routes, reference)).toEqual([
      {
        route: '/loanDetail',
        budget: "data screen: LCP at most 1x the bare-stack page's",
        actual: '2.60 s',
        limit: '1.00 s',
      },
      {
        route: '/loanDetail',
        budget: "TBT at most the bare-stack page's + 50 ms",
        actual: '300 ms',
        limit: '70 ms',
      },
      {
        route: '/Loan',
        budget: "FCP at most 1.15x the static page's",
        actual: '0.90 s',
        limit: '0.69 s',
      },
    ]);
  });
});
