/** Android's double-tap timeout: a tap this soon after the one that opened a layer is its twin. */
export const SECOND_TAP_MS = 300;

/**
 * Marks a layer that just opened, perhaps under the finger that opened it (or one on its way to
 * the page), `data-entering` until its entry animation has ended and a double tap's second tap has
 * had its time. A tap on it meanwhile lands where its own buttons arrive: the backdrop makes the
 * marked panel take none. Returns what stops the wait.
 */
export function markEntering(layer: HTMLElement): () => void {
  let live = true;
  layer.setAttribute('data-entering', '');
  const slides = layer.getAnimations?.() ?? [];
  const waited = new Promise((resolve) => setTimeout(resolve, SECOND_TAP_MS));
  Promise.all([waited, ...slides.map((slide) => slide.finished.catch(() => undefined))]).then(
    () => {
      if (live) layer.removeAttribute('data-entering');
    },
  );
  return () => {
    live = false;
  };
}
