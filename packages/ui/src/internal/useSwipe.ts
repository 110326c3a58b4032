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

export interface SwipeOptions {
  enabled?: boolean | undefined;
  threshold?: number | undefined;
  /**
   * How far the drag has moved, on each move, for content that follows the finger: write it to
   * the page directly. Kept out of React state, it re-renders nothing 60 times a second.
   */
  onDrag?: ((dx: number) => void) | undefined;
}

/**
 * Horizontal swipes with a finger or a mouse. `dragging` is true from the move that makes a
 * press a drag until it ends (two renders a drag). The click that ends a drag is swallowed, so a
 * swipe never also counts as a tap on what is under it.
 */
export function useSwipe<T extends HTMLElement>(
  onSwipe: (step: 1 | -1) => void,
  { enabled = true, threshold = SWIPE_THRESHOLD, onDrag }: SwipeOptions = {},
): { dragging: boolean; handlers: SwipeHandlers<T> } {
  const press = useRef<Press | null>(null);
  const swallowClick = useRef(false);
  const [dragging, setDragging] = useState(false);

  const end = () => {
    press.current = null;
    setDragging(false);
  };

  return {
    dragging,
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
          setDragging(true);
          // Captured only once it is a drag: capturing a tap would send its click to this element.
          try {
            event.currentTarget.setPointerCapture(event.pointerId);
          } catch {
            // The pointer is already gone; the drag still ends on pointerup or pointercancel.
          }
        }
        if (current.dragging) onDrag?.(dx);
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
