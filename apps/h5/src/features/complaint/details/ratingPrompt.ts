/** Spec section 9: the complaint rating modal opens 3000 ms after the detail loads. */
export const RATING_DELAY_MS = 3000;

/**
 * Opens the rating prompt `delayMs` from now, once the detail shows and asks for a score.
 * The returned function cancels it: a borrower who leaves the page first is not asked.
 */
export function scheduleRatingPrompt(open: () => void, delayMs = RATING_DELAY_MS): () => void {
  const timer = setTimeout(open, delayMs);
  return () => clearTimeout(timer);
}
