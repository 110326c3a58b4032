import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { type Autoplay, createAutoplay } from './carouselModel.ts';

export interface AutoplayControls {
  /** Whether slides are changing on their own right now. */
  running: boolean;
  hold: (reason: 'hover' | 'focus' | 'touch', held: boolean) => void;
  restart: () => void;
}

/**
 * Calls `onTick` every `interval` ms unless `off`, the tab is hidden, or something holds it.
 * Turning it back on (the play button) starts afresh, even while the carousel has focus.
 */
export function useAutoplay(interval: number, onTick: () => void, off: boolean): AutoplayControls {
  const tick = useEffectEvent(onTick);
  const autoplay = useRef<Autoplay | null>(null);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    if (off) {
      setRunning(false);
      return;
    }
    const instance = createAutoplay(interval, () => tick(), setRunning);
    autoplay.current = instance;
    const syncVisibility = () => instance.hold('hidden', document.visibilityState === 'hidden');
    syncVisibility();
    document.addEventListener('visibilitychange', syncVisibility);
    return () => {
      document.removeEventListener('visibilitychange', syncVisibility);
      instance.dispose();
      autoplay.current = null;
    };
  }, [interval, off]);

  return {
    running,
    hold: (reason, held) => autoplay.current?.hold(reason, held),
    restart: () => autoplay.current?.restart(),
  };
}
