import { useEffect, useState } from 'react';
import { KEYBOARD_THRESHOLD, type KeyboardState, nextKeyboardState } from './keyboardOpen.ts';

function sample() {
  const visual = window.visualViewport;
  return {
    width: visual ? visual.width * visual.scale : window.innerWidth,
    height: visual ? visual.height * visual.scale : window.innerHeight,
    layoutHeight: window.innerHeight,
    // A field one can type in (`:read-write`): a text input, a text area, an editable element.
    typing: document.activeElement?.matches(':read-write') ?? false,
  };
}

/**
 * Whether the on-screen keyboard is up: a text field has the focus and the visual viewport is
 * more than `threshold` px shorter than the tallest height seen (`nextKeyboardState`), read on
 * each resize (the keyboard's coming and going is one). Browsers without `visualViewport` shrink
 * the window instead, which its resize event reports.
 */
export function useKeyboardOpen(threshold: number = KEYBOARD_THRESHOLD, enabled = true): boolean {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!enabled) {
      setOpen(false);
      return;
    }
    let state: KeyboardState | null = null;
    const update = () => {
      state = nextKeyboardState(state, sample(), threshold);
      setOpen(state.open);
    };
    // Read in the next frame, not here: reading the viewport's size while the page is waking up
    // would lay the whole page out inside the task that hydrates it.
    const frame = requestAnimationFrame(update);
    const visual = window.visualViewport;
    visual?.addEventListener('resize', update);
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      visual?.removeEventListener('resize', update);
      window.removeEventListener('resize', update);
    };
  }, [threshold, enabled]);

  return open;
}
