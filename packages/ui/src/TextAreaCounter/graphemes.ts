/** The part of `Intl.Segmenter` used here; `null` counts code points instead. */
export interface GraphemeSegmenter {
  segment(text: string): Iterable<{ segment: string }>;
}

let shared: GraphemeSegmenter | null | undefined;

/** A grapheme `Intl.Segmenter` where the browser has one (not in WebViews before Chrome 87). */
function defaultSegmenter(): GraphemeSegmenter | null {
  if (shared === undefined) {
    shared =
      typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
        ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
        : null;
  }
  return shared;
}

/**
 * The characters of `text` as a person sees them (an emoji with a skin tone, a flag, a
 * letter with its accent are one each), at most `limit` of them.
 */
export function splitGraphemes(
  text: string,
  limit = Number.POSITIVE_INFINITY,
  segmenter: GraphemeSegmenter | null = defaultSegmenter(),
): string[] {
  const parts: string[] = [];
  if (limit <= 0) return parts;
  const pieces = segmenter ? segmenter.segment(text) : Array.from(text, (segment) => ({ segment }));
  for (const { segment } of pieces) {
    parts.push(segment);
    if (parts.length >= limit) break;
  }
  return parts;
}

/** How many characters `text` holds, counted as a person sees them. */
export function countGraphemes(text: string, segmenter?: GraphemeSegmenter | null): number {
  return splitGraphemes(text, Number.POSITIVE_INFINITY, segmenter).length;
}

/** The first `max` characters of `text`, counted as a person sees them; never splits one. */
export function truncateGraphemes(
  text: string,
  max: number,
  segmenter?: GraphemeSegmenter | null,
): string {
  const limit = Math.max(0, max);
  const parts = splitGraphemes(text, limit + 1, segmenter);
  return parts.length <= limit ? text : parts.slice(0, limit).join('');
}
