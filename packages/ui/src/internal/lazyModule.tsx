import { type ComponentType, use } from 'react';

export interface LazyModule<P> {
  /** Suspends until the module is here, then renders its default export. */
  Component: ComponentType<P>;
  /** Fetches the module once; a failed fetch is tried again on the next call. */
  load: () => Promise<ComponentType<P>>;
}

/**
 * Like `lazy()`, but once the module has arrived the component renders in the same commit:
 * `lazy()` suspends for a tick even then, so a layer would open a frame late, blank.
 */
export function lazyModule<P extends object>(
  importModule: () => Promise<{ default: ComponentType<P> }>,
): LazyModule<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const load = () => {
    loading ??= importModule().then(
      (module) => {
        loaded = module.default;
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function Component(props: P) {
    const Loaded = loaded ?? use(load());
    return <Loaded {...props} />;
  }
  return { Component, load };
}
