/**
 * The text one edit put into a field: what `after` holds beyond the longest start and end it
 * shares with `before`. Typing gives the character typed, a paste or a keyboard's code
 * suggestion what it inserted, wherever the caret was.
 */
export function insertedText(before: string, after: string): string {
  let start = 0;
  const shortest = Math.min(before.length, after.length);
  while (start < shortest && before[start] === after[start]) start += 1;
  let end = 0;
  while (
    end < shortest - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  ) {
    end += 1;
  }
  return after.slice(start, after.length - end);
}
