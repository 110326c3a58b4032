/**
 * Where Tab should land inside a trap of `count` tabbable elements when the focused one is at
 * `index` (-1: none of them, e.g. the container). `undefined`: the browser's own move stays inside.
 */
export function wrapFocus(index: number, count: number, backwards: boolean): number | undefined {
  const last = Math.max(count - 1, 0);
  if (index < 0) return backwards ? last : 0;
  if (backwards && index === 0) return last;
  if (!backwards && index === last) return 0;
  return undefined;
}
