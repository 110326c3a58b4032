/** What the keyboard detector remembers between viewport samples. */
export interface KeyboardState {
  /** Width of the last sample: a new width means the phone was rotated. */
  width: number;
  /** The screen's height without a keyboard: the tallest seen since typing began, at this width. */
  baseline: number;
  open: boolean;
}

export interface ViewportSample {
  width: number;
  /** The visible height in layout pixels (visual viewport height × pinch-zoom scale). */
  height: number;
  /** `window.innerHeight`: stays tall on iOS while the keyboard covers the page. */
  layoutHeight: number;
  /** Whether a text field has the focus: the keyboard only comes up for one. */
  typing: boolean;
}

/** The spec's threshold: a shrink of more than 60 px means the on-screen keyboard is up. */
export const KEYBOARD_THRESHOLD = 60;

/**
 * The keyboard is open while a text field has the focus and the visible height is more than
 * `threshold` below the tallest height seen. With no text field focused it is closed, whatever
 * the height: a browser's toolbars coming back (iOS Safari, its in-app views) shrink the screen
 * as much. A rotation while typing keeps what it was, as the keyboard stays up across it, and
 * starts the heights over, since each orientation has its own.
 */
export function nextKeyboardState(
  previous: KeyboardState | null,
  sample: ViewportSample,
  threshold: number = KEYBOARD_THRESHOLD,
): KeyboardState {
  const { width, height, typing } = sample;
  const full = Math.max(height, sample.layoutHeight);
  if (!typing) return { width, baseline: full, open: false };
  if (previous === null || previous.width !== width) {
    return { width, baseline: full, open: previous?.open ?? full - height > threshold };
  }
  const baseline = Math.max(previous.baseline, full);
  return { width, baseline, open: baseline - height > threshold };
}
