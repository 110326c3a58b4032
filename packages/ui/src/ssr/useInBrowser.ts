import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the page hydrates what the server rendered; true after that,
 * and at once on a page the browser renders itself. What only the browser knows (the page's
 * query, storage) waits for it, so the server's render and the first one in the browser agree.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
