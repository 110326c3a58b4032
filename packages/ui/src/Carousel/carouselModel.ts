/** The spec's carousel interval: 3 s. */
export const DEFAULT_INTERVAL = 3000;
/** `setTimeout` fires at once for longer delays. */
const MAX_DELAY = 2_147_483_647;

/** `index` moved into 0 … count-1, going round at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}

/** A slide index the caller gave, kept within 0 … count-1. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

/** A usable interval: the 3 s default for missing, non-finite or non-positive values. */
export function autoplayInterval(ms?: number): number {
  if (ms === undefined || !Number.isFinite(ms) || ms <= 0) return DEFAULT_INTERVAL;
  return Math.min(ms, MAX_DELAY);
}

export interface Autoplay {
  /** Adds (`held` true) or removes one named reason to stop; it runs only while none is held. */
  hold(reason: string, held: boolean): void;
  /** Waits a full interval again, e.g. after the user moved to another slide. */
  restart(): void;
  readonly running: boolean;
  /** Stops for good. */
  dispose(): void;
}

/**
 * Calls `onTick` every `interval` ms while nothing holds it (hover, focus, touch, a hidden tab, the
 * pause button…). Each resume waits a full interval, so a slide never changes the moment a finger
 * lifts. `onRunningChange` hears when it starts and stops.
 */
export function createAutoplay(
  interval: number,
  onTick: () => void,
  onRunningChange?: (running: boolean) => void,
): Autoplay {
  const delay = autoplayInterval(interval);
  const holds = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let disposed = false;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    clear();
    timer = setTimeout(tick, delay);
  };
  function tick() {
    timer = undefined;
    onTick();
    if (running && timer === undefined) schedule();
  }
  const update = () => {
    const next = !disposed && holds.size === 0;
    if (next === running) return;
    running = next;
    if (running) schedule();
    else clear();
    onRunningChange?.(running);
  };

  update();
  return {
    hold(reason, held) {
      if (held) holds.add(reason);
      else holds.delete(reason);
      update();
    },
    restart() {
      if (running) schedule();
    },
    get running() {
      return running;
    },
    dispose() {
      disposed = true;
      update();
    },
  };
}
