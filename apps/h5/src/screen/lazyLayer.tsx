import { loadOnce, PendingLayer, useInBrowser, useLayerCode } from '@hiram/ui';
import { type ComponentType, Suspense } from 'react';
import { LayerFailure } from './LayerFailure.tsx';

export interface LazyLayer<P extends { open: boolean }> {
  /**
   * Renders nothing while closed but fetches the layer's code by `whenIdle` after it has
   * rendered; open, it shows the layer as soon as the code is here (at once when it already
   * is), and a `PendingLayer` until then, once the page has hydrated.
   */
  Layer: ComponentType<P>;
  /** Fetches the code once; a failed fetch is tried again on the next call. */
  load: () => Promise<ComponentType<P>>;
}

export interface LazyLayerOptions<P> {
  /**
   * Once its code is here, render the layer closed too: for layers that must be rendered before
   * they open, such as the library's pickers, which fetch their sheets as they first render.
   */
  keepMounted?: boolean;
  /**
   * The layer's own cancel, for a layer opened by a tap: called when the wait for its code gives
   * the page back (`PendingLayer`), so it does not open later over what the borrower went on to.
   */
  cancelOf?: (props: P) => () => void;
  /**
   * Its code, or code a layer inside it fetches, cannot come while it is open (a connection that
   * stays down, a deploy that took the chunk away): called instead of the screen giving way to
   * its error, which a reload would follow, losing what the screen held. True when answered
   * here: the layer renders nothing until it opens again. False passes it on to the screen's
   * error, for a failure only a reload cures (many web views keep a failed chunk failed).
   */
  onFailure?: (props: P) => boolean;
}

/** An overlay (a dialog, a picker) whose code is a chunk of its own, left out of the first load. */
export function lazyLayer<P extends { open: boolean }>(
  importLayer: () => Promise<ComponentType<P>>,
  { keepMounted = false, cancelOf, onFailure }: LazyLayerOptions<P> = {},
): LazyLayer<P> {
  const code = loadOnce(importLayer);
  function Layer(props: P) {
    if (!onFailure) return <Loading {...props} />;
    return (
      <LayerFailure open={props.open} onFailure={() => onFailure(props)}>
        <Loading {...props} />
      </LayerFailure>
    );
  }
  function Loading(props: P) {
    const Loaded = useLayerCode(code, props.open);
    const inBrowser = useInBrowser();
    const pending = props.open && inBrowser ? <PendingLayer onGiveUp={cancelOf?.(props)} /> : null;
    if (!Loaded) return pending;
    if (!(props.open || keepMounted)) return null;
    // Whatever inside the layer suspends (words not yet here) waits in place of the layer.
    return (
      <Suspense fallback={pending}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return { Layer, load: code.load };
}
