import { type ReactNode, useEffect } from 'react';
import { focusTitle } from '../screen/focusTitle.ts';
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
    focusTitle();
  }, []);
  return children;
}
