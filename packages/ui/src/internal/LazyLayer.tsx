import { type ReactNode, Suspense, useEffect } from 'react';

export interface LazySheetProps {
  open: boolean;
  /** Fetches the sheet's code: the `import()` its `lazy()` component was made from. */
  load: () => Promise<unknown>;
  /** The sheet, a `lazy()` component. */
  children: ReactNode;
}

/**
 * A picker's open sheet whose code is a chunk of its own. The chunk is fetched once the picker has
 * first rendered (closed, as a rule), so it is usually there before the picker opens; until then
 * an open sheet shows nothing.
 */
export function LazySheet({ open, load, children }: LazySheetProps) {
  useEffect(() => {
    // Only a head start: if this fetch fails, opening the sheet fetches it again.
    load().catch(() => undefined);
  }, [load]);
  return open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
