import { type ReactNode, useEffect } from 'react';
import { useMovedWithinApp } from './movedWithinApp.ts';

/**
 * After an in-app navigation the tapped control is gone and focus falls to the page itself,
 * where a screen reader says nothing of the new screen. Once the screen has rendered, this moves
 * focus to its `h1`, unless something on it (a dialog opened at once) has taken focus already.
 * The screen the page opened on keeps the browser's own starting point.
 */
export function TitleFocus({ children }: { children: ReactNode }) {
  const moved = useMovedWithinApp();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the screen has rendered
  useEffect(() => {
    if (!moved) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    // The first shown: a host page (Storybook's) may hold hidden ones of its own.
    const title = [...document.querySelectorAll<HTMLElement>('h1')].find(
      (heading) => heading.getClientRects().length > 0,
    );
    if (!title) return;
    title.tabIndex = -1;
    title.focus({ preventScroll: true });
  }, []);
  return children;
}
