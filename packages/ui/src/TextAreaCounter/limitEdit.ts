import { countGraphemes, splitGraphemes, truncateGraphemes } from './graphemes.ts';

export interface LimitedEdit {
  text: string;
  /** Where the caret goes: right after what was kept of the inserted text. */
  caret: number;
}

/**
 * The part of `next` that an edit of `previous` put there, ending at `caret` (the caret after
 * the edit): `next` keeps the start of `previous` before it and the end of `previous` after
 * it, each cut at a character boundary of `previous`.
 */
export function changedRange(previous: string, next: string, caret: number): [number, number] {
  const end =
    caret >= 0 && next.length - caret <= previous.length && previous.endsWith(next.slice(caret))
      ? caret
      : next.length;
  const tailFrom = previous.length - (next.length - end);
  let start = 0;
  while (start < Math.min(end, tailFrom) && previous[start] === next[start]) start += 1;
  // Widen both ends to whole characters of `previous`.
  let headEnd = 0;
  let tailStart = 0;
  for (const grapheme of splitGraphemes(previous)) {
    if (tailStart >= tailFrom) break;
    tailStart += grapheme.length;
    if (tailStart <= start) headEnd = tailStart;
  }
  return [headEnd, next.length - (previous.length - tailStart)];
}

/**
 * Applies the character limit to an edit that turned `previous` into `next`: of the text
 * typed or pasted, only as much as fits is kept, and the text already there stays.
 * Returns `null` when `next` fits as it is.
 */
export function limitEdit(
  previous: string,
  next: string,
  max: number,
  caret: number,
): LimitedEdit | null {
  if (countGraphemes(next) <= max) return null;
  const [start, end] = changedRange(previous, next, caret);
  const head = next.slice(0, start);
  const tail = next.slice(end);
  if (countGraphemes(head + tail) > max) {
    const text = truncateGraphemes(next, max);
    return { text, caret: text.length };
  }
  const inserted = splitGraphemes(next.slice(start, end));
  let keep = Math.min(inserted.length, max - countGraphemes(head + tail));
  while (keep > 0 && countGraphemes(head + inserted.slice(0, keep).join('') + tail) > max) {
    keep -= 1;
  }
  const kept = head + inserted.slice(0, keep).join('');
  return { text: kept + tail, caret: kept.length };
}
