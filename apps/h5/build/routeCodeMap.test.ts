import { describe, expect, test } from 'vitest';
import type { Manifest } from './chunkPreloads.ts';
import { routeCodeFile, routeCodeMap } from './routeCodeMap.ts';

const manifest: Manifest = {
  'src/app/startApp.tsx': { file: 'assets/startApp-1.js', imports: ['_react-2.js'] },
  '_react-2.js': { file: 'assets/react-2.js' },
  'src/features/repay/PayPage.tsx': { file: 'assets/PayPage-3.js', imports: ['_screen-4.js'] },
  '_screen-4.js': { file: 'assets/screen-4.js', imports: ['_kit-5.js', '_react-2.js'] },
  '_kit-5.js': { file: 'assets/kit-5.js', imports: ['_react-2.js'] },
  'src/features/repay/Cost.tsx': { file: 'assets/Cost-6.js', imports: ['_kit-5.js'] },
  'src/features/repay/text/pay/en.ts': { file: 'assets/en-7.js' },
  'src/features/repay/text/pay/fil.ts': { file: 'assets/fil-8.js' },
  'src/features/repay/text/cost/en.ts': { file: 'assets/en-9.js' },
};

const shared = ['src/app/startApp.tsx'];

describe('routeCodeMap', () => {
  test("a route's screen and every chunk below it, however deep, but what the start loads", () => {
    const map = routeCodeMap(
      manifest,
      { pay: { screen: 'features/repay/PayPage.tsx', text: 'features/repay/text/pay' } },
      { shared, base: '/' },
    );
    expect(map).toEqual({
      pay: {
        code: ['/assets/kit-5.js', '/assets/screen-4.js', '/assets/PayPage-3.js'],
        text: { en: ['/assets/en-7.js'], fil: ['/assets/fil-8.js'] },
      },
    });
  });

  test("its parts' code and words come with it, each chunk once, under the base path", () => {
    const map = routeCodeMap(
      manifest,
      {
        pay: {
          screen: 'features/repay/PayPage.tsx',
          text: 'features/repay/text/pay',
          parts: [{ module: 'features/repay/Cost.tsx', text: 'features/repay/text/cost' }],
        },
      },
      { shared, base: '/h5/' },
    );
    expect(map.pay).toEqual({
      code: [
        '/h5/assets/kit-5.js',
        '/h5/assets/screen-4.js',
        '/h5/assets/PayPage-3.js',
        '/h5/assets/Cost-6.js',
      ],
      text: { en: ['/h5/assets/en-7.js', '/h5/assets/en-9.js'], fil: ['/h5/assets/fil-8.js'] },
    });
  });

  test("a part of words alone (a legal document the route's words load) adds its words, no code", () => {
    const map = routeCodeMap(
      manifest,
      {
        pay: {
          screen: 'features/repay/PayPage.tsx',
          text: 'features/repay/text/pay',
          parts: [{ text: 'features/repay/text/cost' }],
        },
      },
      { shared, base: '/' },
    );
    expect(map.pay).toEqual({
      code: ['/assets/kit-5.js', '/assets/screen-4.js', '/assets/PayPage-3.js'],
      text: { en: ['/assets/en-7.js', '/assets/en-9.js'], fil: ['/assets/fil-8.js'] },
    });
  });

  test('a screen missing from the manifest is an error, not a route without its code', () => {
    expect(() =>
      routeCodeMap(
        manifest,
        { gone: { screen: 'features/Gone.tsx', text: 'x' } },
        { shared, base: '/' },
      ),
    ).toThrow('src/features/Gone.tsx');
  });
});

describe('routeCodeFile', () => {
  test('named by its content, so another map gets another name', () => {
    const one = routeCodeFile({ a: { code: ['/assets/a-1.js'], text: {} } });
    const other = routeCodeFile({ a: { code: ['/assets/a-2.js'], text: {} } });
    expect(one.name).toMatch(/^assets\/routeCode-[\w-]{8}\.json$/);
    expect(other.name).not.toBe(one.name);
    expect(JSON.parse(one.body)).toEqual({ a: { code: ['/assets/a-1.js'], text: {} } });
  });
});
