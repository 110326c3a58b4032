import { useEffect, useEffectEvent } from 'react';
import { createLayerStack } from './layerStack.ts';

const layers = createLayerStack();

/** Calls `onEscape` on Escape while mounted, when no overlay opened later is still open. */
export function useEscape(onEscape: () => void): void {
  const handleEscape = useEffectEvent(onEscape);

  useEffect(() => {
    const layer = {};
    const remove = layers.push(layer);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing || event.defaultPrevented) return;
      if (!layers.isTop(layer)) return;
      event.preventDefault();
      handleEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      remove();
    };
  }, []);
}
