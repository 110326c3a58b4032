/** The longest a task waits for an idle moment on a page that never has one. */
const IDLE_TIMEOUT_MS = 2000;
/** Where the browser reports no idle moments (Safari), a pause long enough for a first render. */
const FALLBACK_DELAY_MS = 300;

/**
 * Runs `task` once the page has nothing more urgent to do: in the browser's next idle moment,
 * so a head start (a layer's code fetched before it opens) never competes with the first
 * render for the main thread or the network. Returns a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, FALLBACK_DELAY_MS);
  return () => clearTimeout(id);
}
