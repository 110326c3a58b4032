/**
 * Moves focus to `heading`, by default the screen's `h1`, where a screen reader reads which
 * screen this is: the first one shown, as a host page (Storybook's) may hold hidden ones of its
 * own.
 */
export function focusTitle(
  heading: HTMLElement | null | undefined = [...document.querySelectorAll<HTMLElement>('h1')].find(
    (title) => title.getClientRects().length > 0,
  ),
): void {
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}
