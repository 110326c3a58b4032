import { type ComponentType, Suspense, use, useEffect } from 'react';
import { loadOnce } from './loadOnce.ts';

export interface LazyLayer<P extends { open: boolean }> {
  /**
   * Renders nothing while closed but fetches the layer's code once it has first rendered; open,
   * it shows the layer as soon as the code is here (at once when it already is).
   */
  Layer: ComponentType<P>;
  /** Fetches the code once; a failed fetch is tried again on the next call. */
  load: () => Promise<ComponentType<P>>;
}

/** An overlay (a dialog) whose code is a chunk of its own, left out of the screen's first load. */
export function lazyLayer<P extends { open: boolean }>(
  importLayer: () => Promise<ComponentType<P>>,
): LazyLayer<P> {
  const { load } = loadOnce(importLayer);
  function Loaded(props: P) {
    // Always through `use()`: a render that suspended must call it again when it resumes.
    const Component = use(load());
    return <Component {...props} />;
  }
  function Layer(props: P) {
    useEffect(() => {
      // Only a head start: if this fetch fails, opening the layer fetches it again.
      load().catch(() => undefined);
    }, []);
    return props.open ? (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    ) : null;
  }
  return { Layer, load };
}
