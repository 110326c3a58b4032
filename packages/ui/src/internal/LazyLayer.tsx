import { type ReactNode, Suspense, useEffect } from 'react';
import { whenIdle } from '../idle/whenIdle.ts';

export interface LazyLayerProps {
  open: boolean;
  /** Fetches the layer's code: the `load` of its `lazyModule()`. */
  load: () => Promise<unknown>;
  /** The layer, a `lazyModule()` component. */
  children: ReactNode;
}

/**
 * An overlay (a picker's sheet, a dialog) whose code is a chunk of its own. The chunk is fetched
 * by `whenIdle` after the owner has rendered (closed, as a rule), so it is usually there before
 * the layer opens; until then an open layer shows nothing.
 */
export function LazyLayer({ open, load, children }: LazyLayerProps) {
  useEffect(
    // Only a head start: if this fetch fails, opening the layer fetches it again.
    () => whenIdle(() => void load().catch(() => undefined)),
    [load],
  );
  return open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
