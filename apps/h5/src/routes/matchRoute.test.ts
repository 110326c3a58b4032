import { describe, expect, test } from 'vitest';
import { matchRoute, routerLocation } from './matchRoute.ts';
import type { ScreenRoute } from './routeTypes.ts';

const route = (id: string, path: string): ScreenRoute => ({
  id,
  path,
  titleKey: 'title.site',
  load: () => import('../app/NotFoundPage.tsx'),
});
const routes = [route('home', '/'), route('loanDetail', '/loanDetail'), route('about', '/About')];

describe('matchRoute', () => {
  test.each([
    ['/', 'home'],
    ['/loanDetail', 'loanDetail'],
    ['/loanDetail/', 'loanDetail'],
    ['/LOANDETAIL', 'loanDetail'],
    ['/about', 'about'],
    ['', 'home'],
    ['//', 'home'],
    ['//loanDetail//', 'loanDetail'],
    ['loanDetail', 'loanDetail'],
  ])('%j is %s', (path, id) => {
    expect(matchRoute(routes, path)?.id).toBe(id);
  });

  test.each(['/loanDetail/5', '/nothing', '/loan/Detail'])('%j matches no route', (path) => {
    expect(matchRoute(routes, path)).toBeUndefined();
  });
});

describe('routerLocation', () => {
  test('browser history: the address path and query', () => {
    const location = { pathname: '/loanDetail', search: '?orderId=5', hash: '#/x' };
    expect(routerLocation('browser', location)).toEqual({
      pathname: '/loanDetail',
      search: '?orderId=5',
    });
  });

  test.each([
    ['', '/', ''],
    ['#/', '/', ''],
    ['#/downloadTemplate', '/downloadTemplate', ''],
    ['#/?templateId=7', '/', '?templateId=7'],
    ['#?templateId=7', '/', '?templateId=7'],
    ['#/agreementTemplate?x=1', '/agreementTemplate', '?x=1'],
  ])('hash history: %j is %j with %j', (hash, pathname, search) => {
    const location = { pathname: '/promo.html', search: '?ignored=1', hash };
    expect(routerLocation('hash', location)).toEqual({ pathname, search });
  });
});
