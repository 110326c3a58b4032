/**
 * The text one edit put into a field, the caret (`caret`, where it stands after the edit) ending
 * it: what `after` holds between the start it shares with `before` and the caret. Typing gives the
 * character typed, a paste or a keyboard's code suggestion what it inserted, wherever the caret
 * was, even where what came in starts as what was there did (`09…` into `09…`).
 */
export function insertedText(before: string, after: string, caret = after.length): string {
  const end = Math.min(after.length, Math.max(0, caret));
  const untouchedTail = after.length - end;
  const limit = Math.max(0, Math.min(end, before.length - untouchedTail));
  let start = 0;
  while (start < limit && before[start] === after[start]) start += 1;
  return after.slice(start, end);
}
