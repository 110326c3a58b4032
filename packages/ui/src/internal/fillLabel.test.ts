import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillLabel } from './fillLabel.ts';

describe('fillLabel', () => {
  it('replaces every named placeholder', () => {
    expect(fillLabel('Slide {index} of {total}', { index: 2, total: 3 })).toBe('Slide 2 of 3');
    expect(fillLabel('第 {index} 张，共 {total} 张', { index: 1, total: 9 })).toBe(
      '第 1 张，共 9 张',
    );
  });

  it('replaces a placeholder that appears twice', () => {
    expect(fillLabel('{n} + {n}', { n: 4 })).toBe('4 + 4');
  });

  it('leaves unknown placeholders and inherited names alone', () => {
    expect(fillLabel('{index} of {total}', { index: 1 })).toBe('1 of {total}');
    expect(fillLabel('{toString}', {})).toBe('{toString}');
  });

  it('inserts values literally, even ones that look like placeholders or patterns', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(fillLabel('[{value}]', { value })).toBe(`[${value}]`);
      }),
    );
  });
});
