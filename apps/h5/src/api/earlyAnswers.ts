import { ApiError } from './apiError.ts';

/**
 * An early answer nobody asked for within this time of its arrival is dropped: it may be out of
 * date. One still on its way is taken whenever it is asked for: sending again would only wait
 * longer on a link that slow.
 */
export const EARLY_ANSWER_TTL_MS = 30_000;

interface Early {
  body: Promise<unknown>;
  /** When the answer came, or failed; null while it is on its way. */
  settledAt: number | null;
}

/**
 * Calls sent before their screen asked for them, by request identity. Each is handed out once:
 * the screen's first matching call takes it, and any later call (a retry) is sent anew.
 */
export function createEarlyAnswers(now: () => number = Date.now) {
  const pending = new Map<string, Early>();
  return {
    has(identity: string): boolean {
      return pending.has(identity);
    },
    keep(identity: string, body: Promise<unknown>): void {
      const early: Early = { body, settledAt: null };
      const settle = () => {
        early.settledAt = now();
      };
      // Settled or not, the rejection is handled where the answer is taken.
      body.then(settle, settle);
      pending.set(identity, early);
    },
    take(identity: string): Promise<unknown> | null {
      const early = pending.get(identity);
      if (!early) return null;
      pending.delete(identity);
      const { settledAt } = early;
      return settledAt !== null && now() - settledAt > EARLY_ANSWER_TTL_MS ? null : early.body;
    },
    get size(): number {
      return pending.size;
    },
  };
}

/** `body`, or a rejection with kind `aborted` as soon as `signal` aborts. */
export function untilAborted(body: Promise<unknown>, signal: AbortSignal | undefined) {
  if (!signal) return body;
  return new Promise<unknown>((resolve, reject) => {
    const abort = () => reject(new ApiError({ kind: 'aborted', message: 'Cancelled' }));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    body.then(resolve, reject);
  });
}
