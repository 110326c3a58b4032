export type RovingMove = 'next' | 'previous' | 'first' | 'last';

/** The move a key makes in a list laid out in `orientation`; `undefined` for other keys. */
export function moveForKey(
  key: string,
  orientation: 'vertical' | 'horizontal',
): RovingMove | undefined {
  const [next, previous] =
    orientation === 'vertical' ? ['ArrowDown', 'ArrowUp'] : ['ArrowRight', 'ArrowLeft'];
  if (key === next) return 'next';
  if (key === previous) return 'previous';
  if (key === 'Home') return 'first';
  if (key === 'End') return 'last';
  return undefined;
}

/**
 * Where the focus goes from `current` after `move` among items of which `disabled[i]` cannot take
 * it. At an end it stays put unless `wrap`; `undefined` when no item can take it.
 */
export function rovingIndex(
  move: RovingMove,
  current: number,
  disabled: readonly boolean[],
  wrap: boolean,
): number | undefined {
  const enabled = disabled.flatMap((off, index) => (off ? [] : [index]));
  const first = enabled[0];
  const last = enabled[enabled.length - 1];
  if (move === 'first') return first;
  if (move === 'last') return last;
  const found =
    move === 'next'
      ? enabled.find((index) => index > current)
      : enabled.filter((index) => index < current).pop();
  if (found !== undefined) return found;
  if (wrap) return move === 'next' ? first : last;
  return enabled.includes(current) ? current : first;
}
