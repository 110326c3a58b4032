import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canFold, foldCount, visibleRows } from './foldRows.ts';

describe('foldCount', () => {
  it('keeps whole numbers and floors fractions', () => {
    expect(foldCount(2)).toBe(2);
    expect(foldCount(0)).toBe(0);
    expect(foldCount(3.7)).toBe(3);
    expect(foldCount(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it('turns negatives into 0 and NaN into the default of 2', () => {
    expect(foldCount(-1)).toBe(0);
    expect(foldCount(Number.NaN)).toBe(2);
  });
});

describe('visibleRows and canFold', () => {
  it('shows the first 2 of 5 rows when folded at 2, all 5 when expanded', () => {
    const rows = ['a', 'b', 'c', 'd', 'e'];
    expect(visibleRows(rows, 2, false)).toEqual(['a', 'b']);
    expect(visibleRows(rows, 2, true)).toEqual(rows);
    expect(canFold(rows.length, 2)).toBe(true);
  });

  it('needs no toggle for 2 rows or fewer at the default fold', () => {
    expect(canFold(2, 2)).toBe(false);
    expect(canFold(0, 2)).toBe(false);
  });

  it('folded: a prefix of the rows, as long as the fold allows; expanded: every row', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string()),
        fc.integer({ min: -3, max: 10 }),
        fc.boolean(),
        (rows, foldAt, expanded) => {
          const shown = visibleRows(rows, foldAt, expanded);
          const limit = Math.max(0, foldAt);
          expect(shown).toEqual(rows.slice(0, expanded ? rows.length : limit));
          expect(canFold(rows.length, foldAt)).toBe(rows.length > limit);
          // Folding hides rows exactly when a toggle is offered.
          expect(visibleRows(rows, foldAt, false).length < rows.length).toBe(
            canFold(rows.length, foldAt),
          );
        },
      ),
    );
  });
});
