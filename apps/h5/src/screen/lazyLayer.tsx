import { whenIdle } from '@hiram/ui';
import { type ComponentType, useEffect, useState } from 'react';
import { lazyPart } from './lazyPart.tsx';

export interface LazyLayer<P extends { open: boolean }> {
  /**
   * Renders nothing while closed but fetches the layer's code by `whenIdle` after it has
   * rendered; open, it shows the layer as soon as the code is here (at once when it already
   * is).
   */
  Layer: ComponentType<P>;
  /** Fetches the code once; a failed fetch is tried again on the next call. */
  load: () => Promise<ComponentType<P>>;
}

export interface LazyLayerOptions {
  /**
   * Once its code is here, render the layer closed too: for layers that must be rendered before
   * they open, such as the library's pickers, which fetch their sheets as they first render.
   */
  keepMounted?: boolean;
}

/** An overlay (a dialog, a picker) whose code is a chunk of its own, left out of the first load. */
export function lazyLayer<P extends { open: boolean }>(
  importLayer: () => Promise<ComponentType<P>>,
  { keepMounted = false }: LazyLayerOptions = {},
): LazyLayer<P> {
  const { Part, load } = lazyPart(importLayer);
  function Layer(props: P) {
    const [mounted, setMounted] = useState(false);
    useEffect(() => {
      let live = true;
      // Only a head start, once the screen's first render is done: if this fetch fails, opening
      // the layer fetches it again.
      const cancel = whenIdle(() =>
        load().then(
          () => live && keepMounted && setMounted(true),
          () => undefined,
        ),
      );
      return () => {
        live = false;
        cancel();
      };
    }, []);
    return props.open || mounted ? <Part {...props} /> : null;
  }
  return { Layer, load };
}
