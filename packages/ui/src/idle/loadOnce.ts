/** A promise that says it has settled, as React's `use()` reads it: no suspending then. */
type Settled<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** Code or text fetched once, when first asked for. */
export interface LoadOnce<T> {
  /**
   * Fetches it once; a failed fetch is tried again on the next call. Once it has arrived, the
   * promise is marked settled, so `use()` reads it in the same render instead of suspending.
   */
  load: () => Promise<T>;
  /** The value once it has arrived, else `undefined`. */
  loaded: () => T | undefined;
  /** Calls `onArrive` once the value has arrived; returns a function that stops listening. */
  subscribe: (onArrive: () => void) => () => void;
}

/**
 * Wraps `fetch` (e.g. a dynamic `import()` or a data file's request) so that it runs on the first
 * `load()` only, and again only after a failure; nothing is fetched until then.
 */
export function loadOnce<T>(fetch: () => Promise<T>): LoadOnce<T> {
  let pending: Settled<T> | undefined;
  const listeners = new Set<() => void>();
  const load = (): Promise<T> => {
    if (!pending) {
      const started: Settled<T> = fetch().then(
        (value) => {
          started.status = 'fulfilled';
          started.value = value;
          for (const listener of listeners) listener();
          return value;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      pending = started;
    }
    return pending;
  };
  return {
    load,
    loaded: () => (pending?.status === 'fulfilled' ? pending.value : undefined),
    subscribe: (onArrive) => {
      listeners.add(onArrive);
      return () => void listeners.delete(onArrive);
    },
  };
}
