import { type RefObject, useEffect, useEffectEvent } from 'react';
import { createLayerStack } from './layerStack.ts';
import { lockScroll } from './scrollLock.ts';
import { wrapFocus } from './wrapFocus.ts';

/** The open overlays, the last one on top: only that one answers Escape and Tab. */
const layers = createLayerStack();

const CANDIDATES = '[href],button,input,select,textarea,summary,[tabindex]';

function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(CANDIDATES)).filter(
    (element) =>
      element.tabIndex >= 0 && !element.matches(':disabled') && element.getClientRects().length > 0,
  );
}

/**
 * What a modal overlay needs while it is mounted: the page behind does not scroll; focus moves
 * into `container` (to `initialFocus`, else its first tabbable element, else the container
 * itself), Tab and Shift+Tab stay inside, and Escape calls `onClose`. On unmount the focus goes
 * back to the element that had it before.
 */
export function useModal(
  container: RefObject<HTMLElement | null>,
  onClose: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
): void {
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const unlockScroll = lockScroll();
    const previous = document.activeElement;
    const layer = {};
    const remove = layers.push(layer);
    (initialFocus?.current ?? tabbables(root)[0] ?? root).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !layers.isTop(layer)) return;
      if (event.key === 'Escape' && !event.isComposing) {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = tabbables(root);
      const active = document.activeElement;
      const index = active instanceof HTMLElement ? items.indexOf(active) : -1;
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
      if (previous instanceof HTMLElement && previous.isConnected) {
        previous.focus({ preventScroll: true });
      }
    };
  }, [container, initialFocus]);
}
