/**
 * Moves focus to the screen's `h1`, where a screen reader reads which screen this is: the first
 * one shown, as a host page (Storybook's) may hold hidden ones of its own.
 */
export function focusTitle(): void {
  const title = [...document.querySelectorAll<HTMLElement>('h1')].find(
    (heading) => heading.getClientRects().length > 0,
  );
  if (!title) return;
  title.tabIndex = -1;
  title.focus({ preventScroll: true });
}
