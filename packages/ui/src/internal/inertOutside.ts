/** Live regions stay out of it: a toast raised from a layer is still read. */
const KEPT = '[aria-live],[role=status],[role=alert],[role=log],script';

/** The open layers, the oldest first, and the parts of the page this module made inert. */
const layers: HTMLElement[] = [];
const made = new Set<HTMLElement>();

/** Everything beside the top layer is inert; with no layer, only what the page made so itself. */
function update(): void {
  for (const element of made) element.inert = false;
  made.clear();
  const top = layers.at(-1);
  if (!top) return;
  for (const element of document.body.children) {
    if (
      element instanceof HTMLElement &&
      !element.inert &&
      !element.contains(top) &&
      !element.matches(KEPT)
    ) {
      element.inert = true;
      made.add(element);
    }
  }
}

/**
 * Makes the page beside an open layer inert until the returned call: Android's screen readers
 * ignore `aria-modal`, so without it a swipe leaves the layer for what it covers. Layers stack:
 * only the top one is live, whether they opened together or close out of order.
 */
export function inertOutside(layer: HTMLElement): () => void {
  layers.push(layer);
  update();
  return () => {
    layers.splice(layers.indexOf(layer), 1);
    update();
  };
}
