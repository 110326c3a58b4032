import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { readableCode } from './readableCode.ts';

describe('readableCode', () => {
  test.each([
    ['778812345566', '7788 1234 5566'],
    ['12345', '1234 5'],
    ['1234', '1234'],
    ['7788 1234 5566', '7788 1234 5566'],
    ['PJJ123C', 'PJJ123C'],
    ['HIRAM2024000123456789', 'HIRAM2024000123456789'],
    ['', ''],
  ])('%j reads as %j', (code, readable) => {
    expect(readableCode(code)).toBe(readable);
  });

  test('a code of digits keeps every digit, in order, in groups of four but the last', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5,40}$/), (code) => {
        const groups = readableCode(code).split(' ');
        expect(groups.join('')).toBe(code);
        expect(groups.slice(0, -1).every((group) => group.length === 4)).toBe(true);
        expect(groups.at(-1)?.length).toBeGreaterThan(0);
        expect(groups.at(-1)?.length).toBeLessThanOrEqual(4);
      }),
    );
  });

  test('any other code is left exactly as given', () => {
    fc.assert(
      fc.property(
        fc.string().filter((code) => !/^\d{5,}$/.test(code)),
        (code) => {
          expect(readableCode(code)).toBe(code);
        },
      ),
    );
  });
});
