import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { countGraphemes, splitGraphemes, truncateGraphemes } from './graphemes.ts';

const THUMBS_UP_MEDIUM = '👍🏽';
const FLAG_PH = '🇵🇭';
const E_ACUTE_COMBINING = 'e\u0301';
const FAMILY = '👨\u200d👩\u200d👧';

describe('countGraphemes', () => {
  test.each([
    ['', 0],
    ['Hello', 5],
    ['申请失败', 4],
    [THUMBS_UP_MEDIUM, 1],
    [FLAG_PH, 1],
    [E_ACUTE_COMBINING, 1],
    [FAMILY, 1],
    [`Hi ${THUMBS_UP_MEDIUM}${FLAG_PH}${E_ACUTE_COMBINING}!`, 7],
    ['\r\n', 1],
  ])('%j counts as %i', (text, expected) => {
    expect(countGraphemes(text)).toBe(expected);
  });

  test('without Intl.Segmenter it counts code points, never UTF-16 units', () => {
    expect(countGraphemes(THUMBS_UP_MEDIUM, null)).toBe(2);
    expect(countGraphemes(FLAG_PH, null)).toBe(2);
    expect(countGraphemes('😀😀', null)).toBe(2);
    expect(countGraphemes('abc', null)).toBe(3);
  });
});

describe('truncateGraphemes', () => {
  test.each([
    ['Hello', 3, 'Hel'],
    ['Hello', 5, 'Hello'],
    ['Hello', 9, 'Hello'],
    ['Hello', 0, ''],
    ['Hello', -2, ''],
    [`a${THUMBS_UP_MEDIUM}b`, 2, `a${THUMBS_UP_MEDIUM}`],
    [`${FLAG_PH}${FLAG_PH}`, 1, FLAG_PH],
    [`${E_ACUTE_COMBINING}x`, 1, E_ACUTE_COMBINING],
  ])('%j to %i is %j', (text, max, expected) => {
    expect(truncateGraphemes(text, max)).toBe(expected);
  });

  test('without Intl.Segmenter it never splits a surrogate pair', () => {
    expect(truncateGraphemes('😀😀😀', 2, null)).toBe('😀😀');
  });
});

describe('splitGraphemes', () => {
  test('stops after the limit', () => {
    expect(splitGraphemes(`ab${FLAG_PH}cd`, 3)).toEqual(['a', 'b', FLAG_PH]);
    expect(splitGraphemes('abc', 0)).toEqual([]);
  });
});

/** Text mixing what people type: letters, CJK, accents, emoji with modifiers, flags, joiners. */
const humanText = fc.string({
  unit: fc.constantFrom(
    'a',
    'Z',
    ' ',
    '\n',
    '中',
    'é',
    '\u0301',
    '👍',
    '🏽',
    '\u200d',
    '👩',
    '🇵',
    '🇭',
    '😀',
  ),
  maxLength: 40,
});

describe.each([
  ['Intl.Segmenter', undefined],
  ['code points', null],
] as const)('with %s', (_, segmenter) => {
  test('truncating keeps a prefix of at most max characters', () => {
    fc.assert(
      fc.property(humanText, fc.nat(45), (text, max) => {
        const cut = truncateGraphemes(text, max, segmenter);
        expect(text.startsWith(cut)).toBe(true);
        expect(countGraphemes(cut, segmenter)).toBe(Math.min(max, countGraphemes(text, segmenter)));
      }),
    );
  });

  test('splitting and joining gives the text back', () => {
    fc.assert(
      fc.property(humanText, (text) => {
        expect(splitGraphemes(text, Number.POSITIVE_INFINITY, segmenter).join('')).toBe(text);
      }),
    );
  });

  test('never counts more than the code points', () => {
    fc.assert(
      fc.property(humanText, (text) => {
        expect(countGraphemes(text, segmenter)).toBeLessThanOrEqual([...text].length);
      }),
    );
  });
});
