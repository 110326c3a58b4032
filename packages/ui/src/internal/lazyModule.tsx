import type { ComponentType } from 'react';
import { type LoadOnce, loadOnce } from '../idle/loadOnce.ts';

export interface LazyModule<P> extends LoadOnce<ComponentType<P>> {
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
  const code = loadOnce(async () => (await importModule()).default);
  function Component(props: P) {
    const Loaded = code.loaded();
    return Loaded ? <Loaded {...props} /> : null;
  }
  return { ...code, Component };
}
