/**
 * `message` hides itself after its duration; `loading` shows a spinner and stays until `hide()`
 * or the next toast.
 */
export type ToastKind = 'message' | 'loading';

/** The toast on screen, as a `ToastStore` hands it to `ToastHost`. */
export interface ToastState {
  /** New for every toast, so the same text shown twice is announced twice. */
  readonly id: number;
  readonly message: string;
  readonly kind: ToastKind;
}

export interface ToastOptions {
  /** Milliseconds; used only when above 300, otherwise the 3000 ms default. */
  duration?: number | undefined;
}

/**
 * Holds the one toast on screen: `toast` is the app's, `createToastStore` makes another (e.g. for
 * a test), shown by a `<ToastHost store>` of its own.
 */
export interface ToastStore {
  /** Shows a message that hides itself; replaces any toast on screen. */
  show(message: string, options?: ToastOptions): void;
  /** Shows a spinner and a message that stay until `hide()` or the next toast. */
  loading(message: string): void;
  hide(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): ToastState | null;
}

/** How long a toast stays, in ms, when given no `duration` or one too short to use. */
export const DEFAULT_TOAST_DURATION = 3000;
/** A `duration`, in ms, must be above this to be used; shorter ones get the default. */
export const MIN_TOAST_DURATION = 300;
/** Longer delays overflow `setTimeout` and fire at once. */
const MAX_TIMER_DELAY = 2_147_483_647;

/**
 * How long a toast given `duration` stays, in ms: the default unless `duration` is above
 * `MIN_TOAST_DURATION`, and never longer than a timer can wait (about 24.8 days).
 */
export function toastDuration(duration?: number): number {
  if (duration === undefined || !Number.isFinite(duration) || duration <= MIN_TOAST_DURATION) {
    return DEFAULT_TOAST_DURATION;
  }
  return Math.min(duration, MAX_TIMER_DELAY);
}

/** Holds at most one toast; free of the DOM and React so it runs anywhere. */
export function createToastStore(): ToastStore {
  let current: ToastState | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastId = 0;
  const listeners = new Set<() => void>();

  const replace = (next: ToastState | null) => {
    clearTimeout(timer);
    timer = undefined;
    if (next === current) return;
    current = next;
    for (const listener of listeners) listener();
  };

  const open = (message: string, kind: ToastKind) => {
    lastId += 1;
    replace({ id: lastId, message, kind });
  };

  return {
    show(message, options) {
      open(message, 'message');
      timer = setTimeout(() => replace(null), toastDuration(options?.duration));
    },
    loading(message) {
      open(message, 'loading');
    },
    hide() {
      replace(null);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot() {
      return current;
    },
  };
}

/** The app-wide toast, rendered by `<ToastHost />`. */
export const toast: ToastStore = createToastStore();
