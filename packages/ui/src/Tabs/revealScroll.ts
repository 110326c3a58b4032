/**
 * The scroll offset that brings the item spanning `start`–`end` into a view of `size` scrolled to
 * `scroll`, moving as little as possible; an item larger than the view is aligned at its start.
 */
export function revealScroll(start: number, end: number, scroll: number, size: number): number {
  if (start < scroll || end - start > size) return start;
  if (end > scroll + size) return end - size;
  return scroll;
}
