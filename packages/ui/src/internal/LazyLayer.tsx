import { type ReactNode, Suspense } from 'react';
import type { LoadOnce } from '../idle/loadOnce.ts';
import { useLayerCode } from '../idle/useLayerCode.ts';
import { useInBrowser } from '../ssr/useInBrowser.ts';
import { PendingLayer } from './PendingLayer.tsx';

export interface LazyLayerProps {
  open: boolean;
  /** The layer's code: its `lazyModule()`. */
  code: LoadOnce<unknown>;
  /** The layer: the `Component` of that `lazyModule()`. */
  children: ReactNode;
  /** The layer's own cancel, for a layer opened by a tap: see `PendingLayer`. */
  onGiveUp?: (() => void) | undefined;
}

/**
 * An overlay (a picker's sheet, a dialog) whose code is a chunk of its own. The chunk is fetched
 * by `whenIdle` after the owner has rendered (closed, as a rule), so it is usually there before
 * the layer opens; a layer opened sooner is a `PendingLayer` until its code arrives. Open in
 * server-rendered HTML, it shows once the page has hydrated.
 */
export function LazyLayer({ open, code, children, onGiveUp }: LazyLayerProps) {
  const arrived = useLayerCode(code, open) !== undefined;
  const inBrowser = useInBrowser();
  if (!open || !inBrowser) return null;
  const pending = <PendingLayer onGiveUp={onGiveUp} />;
  // The boundary keeps anything inside the layer that suspends from blanking the page under it.
  return arrived ? <Suspense fallback={pending}>{children}</Suspense> : pending;
}
