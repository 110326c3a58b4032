import { describe, expect, test } from 'vitest';
import { revealOffset } from './revealOffset.ts';

const visible = { top: 0, bottom: 400 };

describe('revealOffset', () => {
  test('a field in view stays', () => {
    expect(revealOffset({ top: 100, bottom: 144 }, visible, 16)).toBe(0);
    expect(revealOffset({ top: 16, bottom: 384 }, visible, 16)).toBe(0);
  });

  test('a field under the keyboard scrolls up into view, with the margin', () => {
    expect(revealOffset({ top: 500, bottom: 544 }, visible, 16)).toBe(160);
    expect(revealOffset({ top: 350, bottom: 394 }, visible, 16)).toBe(10);
  });

  test('a field above the visible part scrolls back down to it', () => {
    expect(revealOffset({ top: -60, bottom: -16 }, visible, 16)).toBe(-76);
    expect(revealOffset({ top: 100, bottom: 144 }, { top: 120, bottom: 420 }, 16)).toBe(-36);
  });

  test('a field taller than the room shows from its top', () => {
    expect(revealOffset({ top: 200, bottom: 700 }, visible, 16)).toBe(184);
  });
});
