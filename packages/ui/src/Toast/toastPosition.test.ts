import { describe, expect, it } from 'vitest';
import { readViewport, sameViewport, toastPosition } from './toastPosition.ts';

describe('toastPosition', () => {
  it('centres the toast on a full phone screen', () => {
    expect(toastPosition({ width: 390, height: 844, offsetLeft: 0, offsetTop: 0 })).toEqual({
      top: 422,
      left: 195,
      maxWidth: 358,
      maxHeight: 812,
    });
  });

  it('moves the toast up into the part the keyboard leaves visible', () => {
    const keyboardOpen = toastPosition({ width: 390, height: 500, offsetLeft: 0, offsetTop: 0 });
    expect(keyboardOpen.top).toBe(250);
    expect(keyboardOpen.maxHeight).toBe(468);
  });

  it('follows the visual viewport when the page is scrolled or zoomed within it', () => {
    expect(
      toastPosition({ width: 200, height: 300, offsetLeft: 40, offsetTop: 120 }),
    ).toMatchObject({ top: 270, left: 140 });
  });

  it('leaves a gutter on narrow screens and caps the width on wide ones', () => {
    expect(toastPosition({ width: 320, height: 568, offsetLeft: 0, offsetTop: 0 }).maxWidth).toBe(
      288,
    );
    expect(toastPosition({ width: 1024, height: 768, offsetLeft: 0, offsetTop: 0 }).maxWidth).toBe(
      360,
    );
  });

  it('never gives a negative width', () => {
    expect(toastPosition({ width: 10, height: 10, offsetLeft: 0, offsetTop: 0 })).toMatchObject({
      maxWidth: 0,
      maxHeight: 0,
    });
  });
});

describe('readViewport', () => {
  it('reads the visual viewport when there is one', () => {
    const visualViewport = { width: 390, height: 420, offsetLeft: 0, offsetTop: 35, scale: 1 };
    expect(readViewport({ innerWidth: 390, innerHeight: 844, visualViewport })).toEqual({
      width: 390,
      height: 420,
      offsetLeft: 0,
      offsetTop: 35,
    });
  });

  it('falls back to the window size', () => {
    expect(readViewport({ innerWidth: 360, innerHeight: 640 })).toEqual({
      width: 360,
      height: 640,
      offsetLeft: 0,
      offsetTop: 0,
    });
    expect(readViewport({ innerWidth: 360, innerHeight: 640, visualViewport: null }).height).toBe(
      640,
    );
  });
});

describe('sameViewport', () => {
  it('compares every side', () => {
    const box = { width: 390, height: 844, offsetLeft: 0, offsetTop: 0 };
    expect(sameViewport(box, { ...box })).toBe(true);
    expect(sameViewport(box, { ...box, offsetTop: 1 })).toBe(false);
    expect(sameViewport(box, { ...box, height: 500 })).toBe(false);
  });
});
