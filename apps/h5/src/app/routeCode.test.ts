import { describe, expect, test } from 'vitest';
import { chunksToPreload, isRouteCodeUrl, readRouteCode } from './routeCode.ts';

const written = {
  repayPeriod: {
    code: ['/assets/kit-Ab1_x-9z.js', '/assets/RepayPeriodPage-12345678.js'],
    text: { en: ['/assets/en-aaaaaaaa.js'], fil: ['/assets/fil-bbbbbbbb.js'] },
  },
};

describe('readRouteCode', () => {
  test('reads the map the build writes', () => {
    expect(readRouteCode(written, '/').get('repayPeriod')).toEqual(written.repayPeriod);
  });

  test("keeps only the build's own chunks under the base path", () => {
    const routes = readRouteCode(
      {
        a: {
          code: [
            '/h5/assets/ok-1.js',
            '/assets/outside-base.js',
            'https://evil.example/assets/x.js',
            '/h5/assets/../../x.js',
            '/h5/assets/style.css',
            '/h5/assets/a.js?x=1',
            42,
          ],
          text: { en: ['/h5/assets/en-1.js', 'javascript:alert(1)'] },
        },
      },
      '/h5/',
    );
    expect(routes.get('a')).toEqual({
      code: ['/h5/assets/ok-1.js'],
      text: { en: ['/h5/assets/en-1.js'] },
    });
  });

  test('anything not shaped like the map reads as no routes, or routes with nothing', () => {
    expect(readRouteCode(null, '/').size).toBe(0);
    expect(readRouteCode(['/assets/a.js'], '/').size).toBe(0);
    expect(readRouteCode({ a: 'x', b: { code: 'x', text: [] } }, '/').get('b')).toEqual({
      code: [],
      text: {},
    });
  });
});

describe('chunksToPreload', () => {
  const routes = readRouteCode(written, '/');

  test("a route's code and its words in the language, but what the page already asked for", () => {
    expect(
      chunksToPreload(routes, 'repayPeriod', 'fil', new Set(['/assets/kit-Ab1_x-9z.js'])),
    ).toEqual(['/assets/RepayPeriodPage-12345678.js', '/assets/fil-bbbbbbbb.js']);
  });

  test('a language without words of its own, or a route the map lacks', () => {
    expect(chunksToPreload(routes, 'repayPeriod', 'id', new Set())).toEqual(
      written.repayPeriod.code,
    );
    expect(chunksToPreload(routes, 'notFound', 'en', new Set())).toEqual([]);
  });
});

describe('isRouteCodeUrl', () => {
  test('only the build-named map under the base path', () => {
    expect(isRouteCodeUrl('/assets/routeCode-AbC_12-z.json', '/')).toBe(true);
    expect(isRouteCodeUrl('/h5/assets/routeCode-AbC_12-z.json', '/h5/')).toBe(true);
    expect(isRouteCodeUrl('/assets/routeCode-AbC_12-z.json', '/h5/')).toBe(false);
    expect(isRouteCodeUrl('https://evil.example/assets/routeCode-1.json', '/')).toBe(false);
    expect(isRouteCodeUrl('/assets/other.json', '/')).toBe(false);
    expect(isRouteCodeUrl('', '/')).toBe(false);
  });
});
