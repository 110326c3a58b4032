import { describe, expect, test } from 'vitest';
import { loadsCodeAtOnce } from './loadsCodeAtOnce.ts';

describe('loadsCodeAtOnce', () => {
  test('a data screen and a screen of the visit load their code at once', () => {
    expect(loadsCodeAtOnce({ data: () => [] })).toBe(true);
    expect(loadsCodeAtOnce({ fromVisit: true })).toBe(true);
  });

  test('a page that shows its content from its HTML loads its code after painting it', () => {
    expect(loadsCodeAtOnce({})).toBe(false);
  });
});
