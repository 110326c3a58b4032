import { describe, expect, it } from 'vitest';
import { createScrollLock } from './scrollLock.ts';

function fakePage(scrollY: number) {
  const page = {
    style: { position: 'relative', top: '3px', width: '' },
    scrollY,
    scrollTo: (y: number) => {
      page.scrollY = y;
    },
  };
  return page;
}

describe('createScrollLock', () => {
  it('fixes the body at the scroll position and restores both on release', () => {
    const page = fakePage(420);
    const release = createScrollLock(() => page)();
    expect(page.style).toEqual({ position: 'fixed', top: '-420px', width: '100%' });
    page.scrollY = 0;
    release();
    expect(page.style).toEqual({ position: 'relative', top: '3px', width: '' });
    expect(page.scrollY).toBe(420);
  });

  it('holds until the last of nested locks is released', () => {
    const page = fakePage(80);
    const lock = createScrollLock(() => page);
    const releaseOuter = lock();
    const releaseInner = lock();
    expect(page.style.top).toBe('-80px');
    releaseInner();
    expect(page.style.position).toBe('fixed');
    releaseOuter();
    expect(page.style.position).toBe('relative');
    expect(page.scrollY).toBe(80);
  });

  it('ignores a second release of the same lock', () => {
    const page = fakePage(10);
    const lock = createScrollLock(() => page);
    const releaseOuter = lock();
    const releaseInner = lock();
    releaseInner();
    releaseInner();
    expect(page.style.position).toBe('fixed');
    releaseOuter();
    expect(page.style.position).toBe('relative');
  });
});
