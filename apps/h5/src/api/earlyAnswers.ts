import { ApiError } from './apiError.ts';

/** An early answer nobody asked for within this time is dropped: it may be out of date. */
export const EARLY_ANSWER_TTL_MS = 30_000;

interface Early {
  body: Promise<unknown>;
  sentAt: number;
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
      // Settled or not, the rejection is handled where the answer is taken.
      body.catch(() => {});
      pending.set(identity, { body, sentAt: now() });
    },
    take(identity: string): Promise<unknown> | null {
      const early = pending.get(identity);
      if (!early) return null;
      pending.delete(identity);
      return now() - early.sentAt > EARLY_ANSWER_TTL_MS ? null : early.body;
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
