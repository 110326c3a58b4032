import { startTransition, useEffect, useState } from 'react';
import type { LoadOnce } from './loadOnce.ts';
import { whenIdle } from './whenIdle.ts';

/**
 * The code of a layer (a dialog, a sheet) that lives in a chunk of its own, made by `loadOnce`:
 * `undefined` until it has arrived. It is fetched by `whenIdle` after the owner first renders, and
 * at once when the layer opens before then. A fetch that fails while the layer is open throws to the nearest error
 * boundary, as a screen whose code failed does.
 *
 * It waits with state, not with Suspense, so a layer opened before its code came shows once it
 * has, under a test runner's `act` too.
 */
export function useLayerCode<T>(code: LoadOnce<T>, open: boolean): T | undefined {
  const [arrived, setArrived] = useState(code.loaded);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (arrived !== undefined) return;
    // A function value (a component) would be taken for an updater: each is wrapped.
    const take = () => setArrived(() => code.loaded());
    if (code.loaded() !== undefined) return take();
    // A transition: the layer renders in slices, not in one long task as the page wakes up.
    return code.subscribe(() => startTransition(take));
  }, [code, arrived]);
  useEffect(
    // Only a head start: if this fetch fails, opening the layer fetches it again.
    () => whenIdle(() => void code.load().catch(() => undefined)),
    [code],
  );
  useEffect(() => {
    if (!open || arrived !== undefined) return;
    let live = true;
    code.load().catch((error: unknown) => {
      if (live) setFailure({ error });
    });
    return () => {
      live = false;
    };
  }, [open, arrived, code]);
  if (failure) throw failure.error;
  return arrived;
}
