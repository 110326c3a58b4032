import { type RefObject, useEffect, useState } from 'react';

/** Android's double-tap timeout: a tap this soon after the one that opened a layer is its twin. */
export const SECOND_TAP_MS = 300;

/**
 * Whether a layer that opened under the finger is still on its way in: until its entry animation
 * has ended and a double tap's second tap has had its time. A tap on it meanwhile is the opener's,
 * landing where the layer's own buttons arrive; the layer ignores it (and marks itself
 * `data-entering`).
 */
export function useEntering(layer: RefObject<HTMLElement | null>): boolean {
  const [entering, setEntering] = useState(true);
  useEffect(() => {
    let live = true;
    const slides = layer.current?.getAnimations?.() ?? [];
    const waited = new Promise((resolve) => setTimeout(resolve, SECOND_TAP_MS));
    Promise.all([waited, ...slides.map((slide) => slide.finished.catch(() => undefined))]).then(
      () => {
        if (live) setEntering(false);
      },
    );
    return () => {
      live = false;
    };
  }, [layer]);
  return entering;
}
