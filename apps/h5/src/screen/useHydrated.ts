import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False on the server and while React hydrates the prerendered page, true from the render after
 * (and from the first render of a page the app opens itself). The prerendered page was built
 * without a query: what the query decides waits for this, so both first renders agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
