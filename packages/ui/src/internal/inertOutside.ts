/**
 * Makes the page beside an open layer inert until the returned call: Android's screen readers
 * ignore `aria-modal`, so without it a swipe leaves the layer for what it covers. Live regions stay
 * out of it (a toast raised from the layer is still read), and so does whatever was inert already.
 */
export function inertOutside(layer: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  for (const element of document.body.children) {
    if (
      element instanceof HTMLElement &&
      !element.inert &&
      !element.contains(layer) &&
      !element.matches('[aria-live],script')
    ) {
      element.inert = true;
      made.push(element);
    }
  }
  return () => {
    for (const element of made) element.inert = false;
  };
}
