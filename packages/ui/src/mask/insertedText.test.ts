import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { insertedText } from './insertedText.ts';

describe('insertedText', () => {
  test.each([
    ['', '6', 1, '6'],
    ['12', '12654321', 8, '654321'],
    ['12', '65432112', 6, '654321'],
    ['111111', '111111654321', 12, '654321'],
    ['111111', '654321', 6, '654321'],
    ['091 7123 4567', '09181234567091 7123 4567', 11, '09181234567'],
    ['123456', '123789123456', 6, '123789'],
    ['0917 123 4567', '0917 123 45678', 14, '8'],
    ['123', '13', 1, ''],
  ])('%j then %j, caret at %d, put in %j', (before, after, caret, expected) => {
    expect(insertedText(before, after, caret)).toBe(expected);
  });

  test('without a caret, the edit ends the field', () => {
    expect(insertedText('12', '12654321')).toBe('654321');
  });
});

describe('insertedText properties', () => {
  const text = fc.string({ unit: fc.constantFrom(...'0911 a') });

  test('an insertion anywhere gives back exactly what was inserted', () => {
    fc.assert(
      fc.property(text, text, text, (start, inserted, end) => {
        const after = start + inserted + end;
        expect(insertedText(start + end, after, start.length + inserted.length)).toBe(inserted);
      }),
    );
  });

  test('a selection replaced gives back the end of what replaced it', () => {
    fc.assert(
      fc.property(text, text, text, text, (start, old, inserted, end) => {
        const after = start + inserted + end;
        const found = insertedText(start + old + end, after, start.length + inserted.length);
        expect(inserted.endsWith(found)).toBe(true);
      }),
    );
  });

  test('an unchanged field put in nothing', () => {
    fc.assert(
      fc.property(text, fc.nat(), (value, at) => {
        const caret = value.length === 0 ? 0 : at % (value.length + 1);
        expect(insertedText(value, value, caret)).toBe('');
      }),
    );
  });
});
