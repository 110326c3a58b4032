/** A module fetched once, when first asked for. */
export interface OnDemand<T> {
  /** Fetches it once; a failed fetch is tried again on the next call. */
  load: () => Promise<T>;
  /** The module once it has arrived, else `undefined`: render it without waiting a tick. */
  loaded: () => T | undefined;
}

export function onDemand<T>(fetch: () => Promise<T>): OnDemand<T> {
  let arrived: { value: T } | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () => {
      pending ??= fetch().then(
        (value) => {
          arrived = { value };
          return value;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => arrived?.value,
  };
}
