import { useEffect, useEffectEvent, useState } from 'react';
import { keyframes, styled } from 'styled-components';
import { useUiStrings } from '../locale/useUiStrings.ts';
import { modalLayers } from './modalLayers.ts';
import { VisuallyHidden } from './VisuallyHidden.ts';

const dim = keyframes`to { opacity: 1; }`;

const Cover = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  background: ${({ theme }) => theme.color.overlay};
  opacity: 0;
  animation: ${dim} 0.2s 0.3s forwards;
  cursor: progress;
`;

/** Keys, and a screen reader's activation, reach the page without a tap: they wait too. */
const HELD_EVENTS = ['click', 'keydown'] as const;

function hold(event: Event) {
  event.preventDefault();
  event.stopPropagation();
}

export interface PendingLayerProps {
  /** How long it holds the page at most, in ms: a fetch that stalls gives the page back. */
  holdMs?: number | undefined;
  /**
   * Called as it gives the page back: a layer opened by a tap closes then, so it does not open
   * later over whatever the user went on to, and its opener opens it anew. With it, Escape and a
   * phone's back (`dismissTopLayer`) give up at once, as they would close the layer once open.
   */
  onGiveUp?: (() => void) | undefined;
}

/**
 * Stands for a layer opened before its code has come. It holds the page (taps, keys, a screen
 * reader's activation), so the layer opens over the screen it was asked from and takes no focus
 * or typing from elsewhere; it says Loading to screen readers, and dims the page once the wait is
 * long enough to see. After `holdMs` (8 s) it gives the page back and calls `onGiveUp`; without
 * it, the layer still opens if its code comes later.
 */
export function PendingLayer({ holdMs = 8000, onGiveUp }: PendingLayerProps) {
  const { loading } = useUiStrings();
  const [holding, setHolding] = useState(true);
  const giveUp = useEffectEvent(() => {
    setHolding(false);
    onGiveUp?.();
  });
  const cancellable = onGiveUp !== undefined;
  useEffect(() => {
    if (!holding) return;
    const held = (event: Event) => {
      hold(event);
      if (cancellable && event instanceof KeyboardEvent && event.key === 'Escape') giveUp();
    };
    for (const type of HELD_EVENTS) document.addEventListener(type, held, true);
    const timer = setTimeout(giveUp, holdMs);
    const leaveStack = cancellable
      ? modalLayers.push({
          dismiss: () => {
            giveUp();
            return true;
          },
        })
      : undefined;
    return () => {
      clearTimeout(timer);
      leaveStack?.();
      for (const type of HELD_EVENTS) document.removeEventListener(type, held, true);
    };
  }, [holding, holdMs, cancellable]);
  if (!holding) return null;
  return (
    <Cover role="status">
      <VisuallyHidden>{loading}</VisuallyHidden>
    </Cover>
  );
}
