import { describe, expect, it } from 'vitest';
import { wrapFocus } from './wrapFocus.ts';

describe('wrapFocus', () => {
  it('wraps from the last element to the first and back', () => {
    expect(wrapFocus(2, 3, false)).toBe(0);
    expect(wrapFocus(0, 3, true)).toBe(2);
  });

  it('lets the browser move between inner elements', () => {
    expect(wrapFocus(0, 3, false)).toBeUndefined();
    expect(wrapFocus(2, 3, true)).toBeUndefined();
  });

  it('brings focus that is outside the list back to its ends', () => {
    expect(wrapFocus(-1, 3, false)).toBe(0);
    expect(wrapFocus(-1, 3, true)).toBe(2);
  });

  it('stays put when there is one element or none', () => {
    expect(wrapFocus(0, 1, false)).toBe(0);
    expect(wrapFocus(0, 1, true)).toBe(0);
    expect(wrapFocus(-1, 0, true)).toBe(0);
  });
});
