/** What the keyboard detector remembers between viewport samples. */
export interface KeyboardState {
  /** Width of the last sample: a new width means the phone was rotated. */
  width: number;
  /** The tallest height seen at this width: the screen without a keyboard. */
  baseline: number;
  open: boolean;
}

export interface ViewportSample {
  width: number;
  /** The visible height in layout pixels (visual viewport height × pinch-zoom scale). */
  height: number;
  /** `window.innerHeight`: stays tall on iOS while the keyboard covers the page. */
  layoutHeight: number;
}

/** The spec's threshold: a shrink of more than 60 px means the on-screen keyboard is up. */
export const KEYBOARD_THRESHOLD = 60;

/**
 * The keyboard is open while the visible height is more than `threshold` below the tallest height
 * seen. A rotation (or the first sample, `previous` null) starts over, since each orientation has
 * its own full height.
 */
export function nextKeyboardState(
  previous: KeyboardState | null,
  sample: ViewportSample,
  threshold: number = KEYBOARD_THRESHOLD,
): KeyboardState {
  const sameOrientation = previous !== null && previous.width === sample.width;
  const baseline = Math.max(
    sameOrientation ? previous.baseline : 0,
    sample.height,
    sample.layoutHeight,
  );
  return { width: sample.width, baseline, open: baseline - sample.height > threshold };
}
