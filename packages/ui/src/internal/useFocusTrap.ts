import { type RefObject, useEffect } from 'react';
import { createLayerStack } from './layerStack.ts';
import { wrapFocus } from './wrapFocus.ts';

const layers = createLayerStack();

const CANDIDATES = '[href],button,input,select,textarea,summary,[tabindex]';

function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(CANDIDATES)).filter(
    (element) =>
      element.tabIndex >= 0 && !element.matches(':disabled') && element.getClientRects().length > 0,
  );
}

/**
 * While mounted: moves focus into `container` (to `initialFocus`, else its first tabbable element,
 * else the container itself), keeps Tab and Shift+Tab inside, and gives focus back to the element
 * that had it before.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  initialFocus?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const previous = document.activeElement;
    const layer = {};
    const remove = layers.push(layer);
    (initialFocus?.current ?? tabbables(root)[0] ?? root).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented || !layers.isTop(layer)) return;
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
      if (previous instanceof HTMLElement && previous.isConnected) {
        previous.focus({ preventScroll: true });
      }
    };
  }, [container, initialFocus]);
}
