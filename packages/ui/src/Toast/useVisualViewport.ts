import { useLayoutEffect, useState } from 'react';
import { readViewport, sameViewport, type ViewportBox } from './toastPosition.ts';

/** The visible part of the page (shrinks when the keyboard opens), tracked while `active`. */
export function useVisualViewport(active: boolean): ViewportBox | null {
  const [viewport, setViewport] = useState<ViewportBox | null>(null);

  useLayoutEffect(() => {
    if (!active) return;
    const update = () => {
      const next = readViewport(window);
      setViewport((previous) => (previous && sameViewport(previous, next) ? previous : next));
    };
    update();
    const visual = window.visualViewport;
    visual?.addEventListener('resize', update);
    visual?.addEventListener('scroll', update);
    window.addEventListener('resize', update);
    return () => {
      visual?.removeEventListener('resize', update);
      visual?.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [active]);

  return viewport;
}
