/** Whole seconds left until `endsAt` (epoch ms), rounded up: 59.2 s left shows as 60. */
export function remainingSeconds(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** Milliseconds until `remainingSeconds` next drops by one; 0 once the end has passed. */
export function nextTickDelay(endsAt: number, now: number): number {
  const left = endsAt - now;
  if (left <= 0) return 0;
  return left % 1000 || 1000;
}

export interface Clock {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** Reads the global timers at call time, so fake timers in tests take effect. */
const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Calls `onTick` with the seconds left each time the count drops, ending with 0.
 * Each tick re-reads the clock, so a throttled background tab catches up when it wakes; the end
 * is never more than `maxSeconds` ahead, so a clock set back cannot block the button for long.
 * Returns a function that stops it.
 */
export function runCountdown(
  endsAt: number,
  maxSeconds: number,
  onTick: (secondsLeft: number) => void,
  clock: Clock = systemClock,
): () => void {
  let handle: unknown;
  let end = endsAt;
  const secondsLeft = () => {
    const now = clock.now();
    end = Math.min(end, now + maxSeconds * 1000);
    return remainingSeconds(end, now);
  };
  let shown = secondsLeft();
  const schedule = () => {
    handle = clock.setTimeout(tick, nextTickDelay(end, clock.now()));
  };
  const tick = () => {
    const left = secondsLeft();
    if (left !== shown) {
      shown = left;
      onTick(left);
    }
    if (left > 0) schedule();
    else handle = undefined;
  };
  if (shown === 0) {
    onTick(0);
    return () => {};
  }
  schedule();
  return () => {
    if (handle !== undefined) clock.clearTimeout(handle);
  };
}

type EndStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** `window.sessionStorage`, or `undefined` where it is missing or blocked (some in-app browsers). */
export function sessionStore(): EndStore | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Where there is no storage (missing, blocked, or refusing), the end times kept for the page's
 * life: a button that opened ready would let a second code be sent at once.
 */
const kept = new Map<string, string>();

/**
 * The end time stored under `key`, if a countdown is still running: never more than
 * `maxSeconds` ahead, so a tampered value or a clock set back cannot block the button for long.
 */
export function readEnd(
  store: EndStore | undefined,
  key: string,
  now: number,
  maxSeconds: number,
): number | null {
  let stored: string | null;
  try {
    stored = store ? store.getItem(key) : (kept.get(key) ?? null);
  } catch {
    stored = kept.get(key) ?? null;
  }
  const endsAt = stored === null || stored.trim() === '' ? Number.NaN : Number(stored);
  if (!Number.isFinite(endsAt) || endsAt <= now) return null;
  return Math.min(endsAt, now + maxSeconds * 1000);
}

/**
 * Stores or (with `null`) forgets the end time; where storage is missing or refuses it (quota,
 * privacy mode), it is kept for the page's life, though it will not survive a reload.
 */
export function writeEnd(store: EndStore | undefined, key: string, endsAt: number | null): void {
  kept.delete(key);
  try {
    if (!store) throw new Error('no storage');
    if (endsAt === null) store.removeItem(key);
    else store.setItem(key, String(endsAt));
  } catch {
    if (endsAt !== null) kept.set(key, String(endsAt));
  }
}

/**
 * Starts, before it mounts, the countdown of the `CountdownButton` with this `storageKey`: for a
 * code an earlier step has sent, so the button opens counting (where storage is blocked, for as
 * long as the page lives).
 */
export function startStoredCountdown(storageKey: string, seconds: number, now = Date.now()): void {
  writeEnd(sessionStore(), storageKey, now + seconds * 1000);
}
