/** Which of several open overlays is on top: only that one answers keys. */
export function createLayerStack() {
  const layers: object[] = [];
  return {
    /** Puts `layer` on top; the returned function takes it out again. */
    push(layer: object): () => void {
      layers.push(layer);
      return () => {
        const index = layers.lastIndexOf(layer);
        if (index >= 0) layers.splice(index, 1);
      };
    },
    isTop: (layer: object) => layers.at(-1) === layer,
  };
}
