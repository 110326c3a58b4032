/** How long a screen waits for a statistics call before it goes on without it. */
const STATISTICS_WAIT_MS = 1000;

/**
 * Settles when `call` settles or after `ms`, whichever comes first, and never rejects: a screen
 * that logs a tap before it leaves waits a moment for the log, never for a slow server. The
 * call itself goes on (statistics calls are `keepalive`).
 */
export function briefly(call: Promise<unknown>, ms = STATISTICS_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    call.then(done, done);
  });
}
