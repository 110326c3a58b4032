import { type ComponentType, use } from 'react';

export interface LazyModule<P> {
  /** Suspends until the module is here, then renders its default export. */
  Component: ComponentType<P>;
  /** Fetches the module once; a failed fetch is tried again on the next call. */
  load: () => Promise<ComponentType<P>>;
}

/** A promise that says it has settled, as React's `use()` reads it: no suspending then. */
type Settled<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * Like `lazy()`, but once the module has arrived the component renders in the same commit:
 * `lazy()` suspends for a tick even then, so a layer would open a frame late, blank.
 */
export function lazyModule<P extends object>(
  importModule: () => Promise<{ default: ComponentType<P> }>,
): LazyModule<P> {
  let loading: Settled<ComponentType<P>> | undefined;
  const load = (): Promise<ComponentType<P>> => {
    if (!loading) {
      const pending: Settled<ComponentType<P>> = importModule().then(
        (module) => {
          pending.status = 'fulfilled';
          pending.value = module.default;
          return module.default;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      loading = pending;
    }
    return loading;
  };
  function Component(props: P) {
    // Always through `use()`: a render that suspended must call it again when it resumes.
    const Loaded = use(load());
    return <Loaded {...props} />;
  }
  return { Component, load };
}
