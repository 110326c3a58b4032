/** Live regions stay out of it: a toast raised from a layer is still read. */
const KEPT = '[aria-live],[role=status],[role=alert],[role=log]';

/** The open layers, the oldest first, and the parts of the page this module made inert. */
const layers: HTMLElement[] = [];
let made: HTMLElement[] = [];

/** Everything beside the top layer is inert; with no layer, only what the page made so itself. */
function update(): void {
  for (const element of made) element.inert = false;
  const top = layers[layers.length - 1];
  made = top
    ? [...document.body.children].filter(
        (element): element is HTMLElement =>
          element instanceof HTMLElement &&
          !element.inert &&
          !element.contains(top) &&
          !element.matches(KEPT),
      )
    : [];
  for (const element of made) element.inert = true;
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
