import { type MouseEvent, type PointerEvent, useRef, useState } from 'react';
import { SWIPE_THRESHOLD, swipeStep, TAP_SLOP } from './swipe.ts';

interface Press {
  id: number;
  x: number;
  y: number;
  dragging: boolean;
}

export interface SwipeHandlers<T extends HTMLElement> {
  onPointerDown: (event: PointerEvent<T>) => void;
  onPointerMove: (event: PointerEvent<T>) => void;
  onPointerUp: (event: PointerEvent<T>) => void;
  onPointerCancel: () => void;
  onClickCapture: (event: MouseEvent<T>) => void;
}

/**
 * Horizontal swipes with a finger or a mouse. `offset` is how far the current drag has moved (null
 * when nothing is dragged), for content that follows the finger. The click that ends a drag is
 * swallowed, so a swipe never also counts as a tap on what is under it.
 */
export function useSwipe<T extends HTMLElement>(
  onSwipe: (step: 1 | -1) => void,
  { enabled = true, threshold = SWIPE_THRESHOLD } = {},
): { offset: number | null; handlers: SwipeHandlers<T> } {
  const press = useRef<Press | null>(null);
  const swallowClick = useRef(false);
  const [offset, setOffset] = useState<number | null>(null);

  const end = () => {
    press.current = null;
    setOffset(null);
  };

  return {
    offset,
    handlers: {
      onPointerDown(event) {
        swallowClick.current = false;
        if (!enabled || !event.isPrimary || event.button !== 0) return;
        press.current = {
          id: event.pointerId,
          x: event.clientX,
          y: event.clientY,
          dragging: false,
        };
      },
      onPointerMove(event) {
        const current = press.current;
        if (!current || current.id !== event.pointerId) return;
        const dx = event.clientX - current.x;
        if (!current.dragging && Math.abs(dx) > TAP_SLOP) {
          current.dragging = true;
          // Captured only once it is a drag: capturing a tap would send its click to this element.
          try {
            event.currentTarget.setPointerCapture(event.pointerId);
          } catch {
            // The pointer is already gone; the drag still ends on pointerup or pointercancel.
          }
        }
        if (current.dragging) setOffset(dx);
      },
      onPointerUp(event) {
        const current = press.current;
        if (!current || current.id !== event.pointerId) return;
        end();
        if (!current.dragging) return;
        swallowClick.current = true;
        const step = swipeStep(event.clientX - current.x, event.clientY - current.y, threshold);
        if (step !== 0) onSwipe(step);
      },
      onPointerCancel: end,
      onClickCapture(event) {
        if (!swallowClick.current) return;
        swallowClick.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
    },
  };
}
