import { type RefObject, useEffect, useEffectEvent, useLayoutEffect } from 'react';
import { markEntering } from './entering.ts';
import { inertOutside } from './inertOutside.ts';
import type { Layer } from './layerStack.ts';
import { modalLayers } from './modalLayers.ts';
import { lockScroll } from './scrollLock.ts';
import { tabStops } from './tabStops.ts';
import { wrapFocus } from './wrapFocus.ts';

/**
 * What a modal overlay needs while it is mounted: the page behind does not scroll and is inert
 * (`inertOutside`); focus moves into `container` (to `initialFocus`, else its first Tab stop
 * (`tabStops`), else the container itself), Tab and Shift+Tab stay inside, and Escape or
 * `dismissTopLayer` calls `onClose`; without one the overlay must be answered and neither closes
 * it. Only the top overlay answers. On unmount the focus goes back to the element that had it
 * before. While it comes in, `container` is marked `data-entering` (`markEntering`).
 */
export function useModal(
  container: RefObject<HTMLElement | null>,
  onClose: (() => void) | undefined,
  initialFocus?: RefObject<HTMLElement | null>,
): void {
  const dismiss = useEffectEvent((): boolean => {
    onClose?.();
    return onClose !== undefined;
  });

  // Before the first paint: no tap reaches the layer before it is marked.
  useLayoutEffect(() => {
    const root = container.current;
    if (root) return markEntering(root);
  }, [container]);

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const unlockScroll = lockScroll();
    const restoreOutside = inertOutside(root);
    const previous = document.activeElement;
    const layer: Layer = { dismiss };
    const remove = modalLayers.push(layer);
    (initialFocus?.current ?? tabStops(root)[0] ?? root).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || modalLayers.top() !== layer) return;
      if (event.key === 'Escape' && !event.isComposing) {
        if (dismiss()) event.preventDefault();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = tabStops(root);
      const index = items.indexOf(document.activeElement as HTMLElement);
      const target = wrapFocus(index, items.length, event.shiftKey);
      if (target === undefined) return;
      event.preventDefault();
      (items[target] ?? root).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      remove();
      unlockScroll();
      restoreOutside();
      // An element no longer in the page takes no focus, so the call then does nothing.
      if (previous instanceof HTMLElement) previous.focus({ preventScroll: true });
    };
  }, [container, initialFocus]);
}
