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
  const count = disabled.length;
  const enabled = (index: number) => disabled[index] === false;
  const scan = (start: number, step: 1 | -1, steps: number) => {
    for (let offset = 0; offset < steps; offset += 1) {
      const index = (((start + step * offset) % count) + count) % count;
      if (enabled(index)) return index;
    }
    return undefined;
  };
  if (count === 0) return undefined;
  if (move === 'first') return scan(0, 1, count);
  if (move === 'last') return scan(count - 1, -1, count);
  const step = move === 'next' ? 1 : -1;
  const remaining = step === 1 ? count - 1 - current : current;
  const found = scan(current + step, step, wrap ? count - 1 : Math.max(remaining, 0));
  if (found !== undefined) return found;
  return enabled(current) ? current : scan(0, 1, count);
}
