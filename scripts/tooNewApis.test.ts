import { describe, expect, test } from 'vitest';
import { tooNewApis } from './tooNewApis.mjs';

describe('tooNewApis', () => {
  test('finds each call newer than iOS 15 and WebView 88, as minified code makes them', () => {
    expect(
      tooNewApis(
        'let t=Object.hasOwn(e,n);r=a.at(-1);s=a.findLast(f);structuredClone(x);b.toSorted();',
      ),
    ).toEqual(['Object.hasOwn(', '.at(', '.findLast(', 'structuredClone(', '.toSorted(']);
  });

  test('passes what the floor has, feature tests and names that only look alike', () => {
    expect(
      tooNewApis(
        'e.repeat(2);format(d);o.flat();e.replaceAll(",",r);typeof AbortSignal.timeout=="function";const at=1;',
      ),
    ).toEqual([]);
  });
});
