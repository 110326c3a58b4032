import { describe, expect, test } from 'vitest';
import { promoRouteTable } from '../routes/promoRouteTable.ts';
import { routeTable } from '../routes/routeTable.ts';
import { pageFile, prerenderPlan } from './prerenderPlan.ts';

describe('pageFile (contract section 2, "Hosting")', () => {
  test.each([
    ['/', 'index.html'],
    ['/loanDetail', 'loanDetail/index.html'],
    ['/About', 'About/index.html'],
    ['/loanDetail/', 'loanDetail/index.html'],
  ])('%s is written to %s', (path, file) => {
    expect(pageFile(path)).toBe(file);
  });
});

describe('prerenderPlan', () => {
  const plan = prerenderPlan();

  test('every app route gets its own page from index.html', () => {
    const app = plan.filter((page) => page.template === 'index.html');
    expect(app.map((page) => page.route.id)).toEqual(routeTable.map((route) => route.id));
    expect(new Set(app.map((page) => page.file)).size).toBe(routeTable.length);
    for (const page of app) {
      expect(page.routes).toBe(routeTable);
      expect(page.address).toBe(page.route.path);
    }
  });

  test("promo.html holds the landing's first screen, on the landing's routes", () => {
    const promo = plan.filter((page) => page.template === 'promo.html');
    expect(promo).toHaveLength(1);
    expect(promo[0]).toMatchObject({
      file: 'promo.html',
      address: '/promo.html',
      route: { path: '/' },
    });
    expect(promo[0]?.routes).toBe(promoRouteTable);
  });
});
