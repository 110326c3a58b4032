export interface Span {
  top: number;
  bottom: number;
}

/**
 * How far to scroll down (negative: up) so that `field` sits inside `visible` with `margin` to
 * spare on each side, e.g. above an on-screen keyboard; 0 when it already does. A field taller
 * than the room shows from its top.
 */
export function revealOffset(field: Span, visible: Span, margin: number): number {
  const top = visible.top + margin;
  const bottom = visible.bottom - margin;
  if (field.top < top || field.bottom - field.top > bottom - top) return field.top - top;
  if (field.bottom > bottom) return field.bottom - bottom;
  return 0;
}
