import { type RefObject, useEffect } from 'react';
import { revealOffset } from './revealOffset.ts';

/** Room kept between a focused field and the keyboard or the top of the screen. */
const MARGIN = 16;

function visibleSpan() {
  const visual = window.visualViewport;
  const top = visual?.offsetTop ?? 0;
  return { top, bottom: top + (visual?.height ?? window.innerHeight) };
}

/**
 * Keeps the focused field inside `container` in view as the on-screen keyboard comes up (the
 * visible screen shrinks) and when the focus moves, so the borrower sees what they type.
 */
export function useRevealFocused(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const reveal = () => {
      const focused = document.activeElement;
      const root = container.current;
      if (!(focused instanceof HTMLElement) || !root?.contains(focused)) return;
      const offset = revealOffset(focused.getBoundingClientRect(), visibleSpan(), MARGIN);
      if (offset !== 0) window.scrollBy({ top: offset, behavior: 'instant' });
    };
    const visual = window.visualViewport;
    visual?.addEventListener('resize', reveal);
    window.addEventListener('resize', reveal);
    document.addEventListener('focusin', reveal);
    return () => {
      visual?.removeEventListener('resize', reveal);
      window.removeEventListener('resize', reveal);
      document.removeEventListener('focusin', reveal);
    };
  }, [container]);
}
