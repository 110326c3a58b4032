/**
 * Runs `run` once the page has shown for `ms` in all: time the borrower spends in another app
 * (the page hidden) does not count, so what is timed to be read (a confirmation before the page
 * moves on) is still there when they come back. Returns a cancel.
 */
export function visibleTimeout(run: () => void, ms: number, page: Document = document): () => void {
  let left = ms;
  let since = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pause = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    left -= Math.max(0, Date.now() - since);
  };
  const resume = () => {
    if (timer !== undefined) return;
    since = Date.now();
    timer = setTimeout(done, Math.max(0, left));
  };
  const follow = () => (page.visibilityState === 'hidden' ? pause() : resume());
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    page.removeEventListener('visibilitychange', follow);
  };
  function done() {
    stop();
    run();
  }
  page.addEventListener('visibilitychange', follow);
  follow();
  return stop;
}
