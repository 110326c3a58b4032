import type { ComponentType } from 'react';
import type { LayerCode } from '../idle/useLayerCode.ts';

export interface LazyModule<P> extends LayerCode<ComponentType<P>> {
  /** Renders the module's default export once it has arrived, nothing before. */
  Component: ComponentType<P>;
}

/**
 * A module fetched once, when first asked for, whose default export is a layer: `LazyLayer`
 * renders `Component` once `loaded()` has it, in the same commit as the layer opens.
 */
export function lazyModule<P extends object>(
  importModule: () => Promise<{ default: ComponentType<P> }>,
): LazyModule<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let arrived: ComponentType<P> | undefined;
  const listeners = new Set<() => void>();
  const load = (): Promise<ComponentType<P>> => {
    loading ??= importModule().then(
      (module) => {
        arrived = module.default;
        for (const listener of listeners) listener();
        return module.default;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const loaded = () => arrived;
  const subscribe = (onArrive: () => void) => {
    listeners.add(onArrive);
    return () => void listeners.delete(onArrive);
  };
  function Component(props: P) {
    const Loaded = arrived;
    return Loaded ? <Loaded {...props} /> : null;
  }
  return { Component, load, loaded, subscribe };
}
