export interface ScrollPage {
  /** The body's inline style. */
  style: { position: string; top: string; width: string };
  scrollY: number;
  scrollTo(y: number): void;
}

/**
 * Fixes the body in place while at least one lock is held: `overflow: hidden` alone does not stop
 * iOS from scrolling the page behind an overlay. The last release puts the styles and the scroll
 * position back exactly.
 */
export function createScrollLock(page: () => ScrollPage) {
  let count = 0;
  let restore = () => {};

  return function lock(): () => void {
    let held = true;
    count += 1;
    if (count === 1) {
      const { style, scrollY, scrollTo } = page();
      const { position, top, width } = style;
      Object.assign(style, { position: 'fixed', top: `-${scrollY}px`, width: '100%' });
      restore = () => {
        Object.assign(style, { position, top, width });
        scrollTo(scrollY);
      };
    }
    return () => {
      if (!held) return;
      held = false;
      count -= 1;
      if (count === 0) restore();
    };
  };
}

export const lockScroll = createScrollLock(() => ({
  style: document.body.style,
  scrollY: window.scrollY,
  scrollTo: (y) => window.scrollTo({ top: y, behavior: 'instant' }),
}));
