/**
 * How long a head start leaves the page alone after it asks: the screen that just showed keeps the
 * network for its data and pictures, and its content is painted before any head start's request
 * leaves.
 */
const PAUSE_MS = 1000;
/** The longest a task then waits for an idle moment on a page that never has one. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the page has nothing more urgent to do: in the browser's first idle moment a
 * second after it is asked (Safari reports no idle moments: there, after that second), so a head
 * start (a layer's code fetched before it opens) never competes with the first render for the
 * main thread or the network. Returns a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const pause = setTimeout(() => {
    if (typeof requestIdleCallback !== 'function') return task();
    const id = requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    cancelIdle = () => cancelIdleCallback(id);
  }, PAUSE_MS);
  return () => {
    clearTimeout(pause);
    cancelIdle();
  };
}
