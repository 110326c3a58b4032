export interface Size {
  width: number;
  height: number;
}

/**
 * The largest size with the same shape as `width` × `height` whose longer side is at most
 * `maxSide`, in whole pixels (at least 1). Never enlarges. Sizes that are not positive and finite
 * give 0 × 0.
 */
export function fitWithin(width: number, height: number, maxSide: number): Size {
  if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) {
    return { width: 0, height: 0 };
  }
  const limit = Math.max(1, Math.floor(maxSide));
  const longest = Math.max(width, height);
  if (longest <= limit) return { width, height };
  const scale = limit / longest;
  return {
    width: width >= height ? limit : Math.max(1, Math.round(width * scale)),
    height: height > width ? limit : Math.max(1, Math.round(height * scale)),
  };
}

/** A progress fraction (0–1) as a whole percentage for `aria-valuenow`. */
export function progressPercent(progress: number): number {
  if (!Number.isFinite(progress)) return 0;
  return Math.round(Math.min(Math.max(progress, 0), 1) * 100);
}
