/** An open overlay. `dismiss` does what Escape does and says whether it closed anything. */
export interface Layer {
  dismiss: () => boolean;
}

/** Which of several open overlays is on top: only that one answers Escape and back. */
export function createLayerStack() {
  const layers: Layer[] = [];
  return {
    /** Puts `layer` on top; the returned function takes it out again. */
    push(layer: Layer): () => void {
      layers.push(layer);
      return () => {
        const index = layers.lastIndexOf(layer);
        if (index >= 0) layers.splice(index, 1);
      };
    },
    top: (): Layer | undefined => layers[layers.length - 1],
  };
}
