import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { revealScroll } from './revealScroll.ts';

describe('revealScroll', () => {
  it('stays put when the item is already in view', () => {
    expect(revealScroll(100, 180, 50, 300)).toBe(50);
  });

  it('scrolls back to an item left of the view', () => {
    expect(revealScroll(20, 90, 50, 300)).toBe(20);
  });

  it('scrolls on just far enough for an item right of the view', () => {
    expect(revealScroll(400, 480, 50, 300)).toBe(180);
  });

  it('aligns an item wider than the view at its start', () => {
    expect(revealScroll(100, 500, 0, 300)).toBe(100);
  });

  it('shows the whole of any item that fits, moving as little as needed', () => {
    fc.assert(
      fc.property(
        fc.nat(2000),
        fc.nat(300),
        fc.nat(2000),
        fc.integer({ min: 1, max: 600 }),
        (start, width, scroll, size) => {
          fc.pre(width <= size);
          const end = start + width;
          const next = revealScroll(start, end, scroll, size);
          expect(next).toBeLessThanOrEqual(start);
          expect(end).toBeLessThanOrEqual(next + size);
          const shows = (offset: number) => start >= offset && end <= offset + size;
          if (shows(scroll)) expect(next).toBe(scroll);
          else expect(shows(next + Math.sign(scroll - next))).toBe(false);
        },
      ),
    );
  });
});
