import { createLayerStack } from './layerStack.ts';

/** The open modal overlays of the page, the last one on top. */
export const modalLayers = createLayerStack();
