/** How far (px) a finger must travel sideways before a swipe counts. */
export const SWIPE_THRESHOLD = 40;
/** Movement (px) after which a press is a drag and no longer a tap. */
export const TAP_SLOP = 10;

/**
 * Which way a finished horizontal swipe goes: 1 to the next item (the finger moved left), -1 to the
 * previous one, 0 for a move of at most `threshold` px or one that is more vertical than sideways
 * (the page was being scrolled).
 */
export function swipeStep(dx: number, dy: number, threshold: number = SWIPE_THRESHOLD): -1 | 0 | 1 {
  if (Math.abs(dx) <= threshold || Math.abs(dy) > Math.abs(dx)) return 0;
  return dx < 0 ? 1 : -1;
}
