import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False on the server and while React hydrates the prerendered page, true from the render after.
 * The page's query is known only in the browser: what depends on it waits for this, so the
 * prerendered HTML (built without a query) and the first client render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
