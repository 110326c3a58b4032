import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { countGraphemes, splitGraphemes } from './graphemes.ts';
import { changedRange, limitEdit } from './limitEdit.ts';

describe('changedRange', () => {
  test.each([
    ['abcd', 'abcde', 5, [4, 5]],
    ['abcd', 'abXcd', 3, [2, 3]],
    ['aa', 'aaa', 2, [1, 2]],
    ['aa', 'aaa', 3, [2, 3]],
    ['ab', 'a12345b', 6, [1, 6]],
    ['a👍🏽', 'a👍🏿👍🏿', 9, [1, 9]],
    ['abc', 'abc', 3, [3, 3]],
    // A caret that does not fit the edit: everything after the common start is new.
    ['abc', 'abXc', 1, [2, 4]],
  ] as const)('%j to %j (caret %i) changed %j', (previous, next, caret, expected) => {
    expect(changedRange(previous, next, caret)).toEqual(expected);
  });
});

describe('limitEdit', () => {
  test('an edit that fits is left alone', () => {
    expect(limitEdit('abc', 'abcd', 4, 4)).toBeNull();
    expect(limitEdit('abcd', 'abc', 4, 3)).toBeNull();
  });

  test('typing at the end of a full text is ignored', () => {
    expect(limitEdit('abcd', 'abcde', 4, 5)).toEqual({ text: 'abcd', caret: 4 });
  });

  test('typing in the middle of a full text keeps the text, not the typed letter', () => {
    expect(limitEdit('abcd', 'abXcd', 4, 3)).toEqual({ text: 'abcd', caret: 2 });
  });

  test('a paste keeps only as much as fits, and what followed it', () => {
    expect(limitEdit('ab', 'a12345b', 5, 6)).toEqual({ text: 'a123b', caret: 4 });
  });

  test('a pasted emoji is kept whole or not at all', () => {
    expect(limitEdit('abc', 'abc👍🏽👍🏽', 4, 11)).toEqual({ text: 'abc👍🏽', caret: 7 });
    expect(limitEdit('abcd', 'abcd👍🏽', 4, 8)).toEqual({ text: 'abcd', caret: 4 });
  });

  test('pasting over an emoji that shares code units with the paste keeps whole emoji', () => {
    expect(limitEdit('a👍🏽', 'a👍🏿👍🏿', 2, 9)).toEqual({ text: 'a👍🏿', caret: 5 });
  });

  test('a text already over the limit is cut to it', () => {
    expect(limitEdit('abcdef', 'abcdefg', 4, 7)).toEqual({ text: 'abcd', caret: 4 });
  });
});

/** Text with letters, CJK, accents, emoji with modifiers, flags and joiners. */
const humanText = fc.string({
  unit: fc.constantFrom('a', ' ', '中', 'é', '\u0301', '👍', '🏽', '\u200d', '👩', '🇵', '🇭'),
  maxLength: 40,
});

/** A text within the limit and an insertion between two of its characters, with the caret after it. */
const insertion = fc
  .record({ max: fc.integer({ min: 0, max: 30 }), previous: humanText, inserted: humanText })
  .filter(({ previous, max }) => countGraphemes(previous) <= max)
  .chain((edit) =>
    fc.record({
      max: fc.constant(edit.max),
      previous: fc.constant(edit.previous),
      inserted: fc.constant(edit.inserted),
      at: fc.nat(splitGraphemes(edit.previous).length),
    }),
  )
  .map(({ max, previous, inserted, at }) => {
    const before = splitGraphemes(previous).slice(0, at).join('');
    return {
      max,
      previous,
      next: before + inserted + previous.slice(before.length),
      caret: before.length + inserted.length,
    };
  });

describe('limitEdit properties', () => {
  test('the result never has more characters than allowed', () => {
    fc.assert(
      fc.property(insertion, ({ max, previous, next, caret }) => {
        const result = limitEdit(previous, next, max, caret);
        expect(countGraphemes(result?.text ?? next)).toBeLessThanOrEqual(max);
      }),
    );
  });

  test('the text already there stays; the caret sits within the result', () => {
    fc.assert(
      fc.property(insertion, ({ max, previous, next, caret }) => {
        const result = limitEdit(previous, next, max, caret);
        if (!result) return;
        const added = result.text.length - previous.length;
        expect(added).toBeGreaterThanOrEqual(0);
        const explained = Array.from({ length: previous.length + 1 }, (_, at) => at).some(
          (at) =>
            result.text.slice(0, at) === previous.slice(0, at) &&
            result.text.slice(at + added) === previous.slice(at),
        );
        expect(explained).toBe(true);
        expect(result.caret).toBeGreaterThanOrEqual(0);
        expect(result.caret).toBeLessThanOrEqual(result.text.length);
      }),
    );
  });

  test('plain text is filled up to the limit exactly', () => {
    const plain = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '中'), maxLength: 30 });
    fc.assert(
      fc.property(plain, plain, fc.integer({ min: 0, max: 30 }), (previous, inserted, max) => {
        fc.pre(previous.length <= max);
        const next = previous + inserted;
        const result = limitEdit(previous, next, max, next.length);
        expect(result?.text ?? next).toBe(next.slice(0, max));
      }),
    );
  });
});
