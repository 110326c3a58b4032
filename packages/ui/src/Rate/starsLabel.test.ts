import { describe, expect, it } from 'vitest';
import { clampStars, starsLabel } from './starsLabel.ts';

describe('starsLabel', () => {
  it('fills the chosen number into each locale', () => {
    expect(starsLabel('{count} of 5 stars', 4, 5)).toBe('4 of 5 stars');
    expect(starsLabel('{count} 星（共 5 星）', 3, 5)).toBe('3 星（共 5 星）');
  });

  it('fills the total when the template asks for it', () => {
    expect(starsLabel('{count} of {total} stars', 2, 10)).toBe('2 of 10 stars');
  });
});

describe('clampStars', () => {
  it('keeps whole numbers within range', () => {
    expect(clampStars(3, 5)).toBe(3);
    expect(clampStars(0, 5)).toBe(0);
    expect(clampStars(5, 5)).toBe(5);
  });

  it('rounds and clamps anything else', () => {
    expect(clampStars(3.6, 5)).toBe(4);
    expect(clampStars(-1, 5)).toBe(0);
    expect(clampStars(9, 5)).toBe(5);
    expect(clampStars(Number.NaN, 5)).toBe(0);
  });
});
