import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { insertedText } from './insertedText.ts';

const sorted = (text: string) => [...text].sort().join('');

describe('insertedText', () => {
  test.each([
    ['', '6', '6'],
    ['12', '12654321', '654321'],
    ['12', '65432112', '654321'],
    ['12', '1654321' + '2', '654321'],
    ['111111', '111111654321', '654321'],
    // A whole value replaced keeps the end it happens to share: the field holds the new value anyway.
    ['111111', '654321', '65432'],
    ['0917 123 4567', '0917 123 45678', '8'],
    ['123', '13', ''],
    ['same', 'same', ''],
  ])('%j then %j put in %j', (before, after, expected) => {
    expect(insertedText(before, after)).toBe(expected);
  });
});

describe('insertedText properties', () => {
  const text = fc.string({ unit: fc.constantFrom(...'0123456789 ab') });

  test('an insertion anywhere gives back what was inserted, up to where equal characters sit', () => {
    fc.assert(
      fc.property(text, text, text, (start, inserted, end) => {
        const found = insertedText(start + end, start + inserted + end);
        expect(found).toHaveLength(inserted.length);
        expect(sorted(found)).toBe(sorted(inserted));
      }),
    );
  });

  test('an unchanged field put in nothing', () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(insertedText(value, value)).toBe('');
      }),
    );
  });

  test('a replacement puts in at most what replaced the old text', () => {
    fc.assert(
      fc.property(text, text, text, text, (start, old, inserted, end) => {
        const found = insertedText(start + old + end, start + inserted + end);
        expect(found.length).toBeLessThanOrEqual(inserted.length);
        expect(start + inserted + end).toContain(found);
      }),
    );
  });
});
