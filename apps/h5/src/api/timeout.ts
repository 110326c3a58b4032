export interface TimeoutHandle {
  signal: AbortSignal;
  /** Stops the timer once the request is settled. */
  cancel(): void;
}

export type StartTimeout = (ms: number) => TimeoutHandle;

/** A timer-based timeout: used where `AbortSignal.timeout` is missing (iOS before 16). */
export function timerTimeout(ms: number): TimeoutHandle {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The request timed out.', 'TimeoutError')),
    ms,
  );
  return { signal: controller.signal, cancel: () => clearTimeout(timer) };
}

/** Contract section 4: `AbortSignal.timeout` where the browser has it. */
export function startTimeout(ms: number): TimeoutHandle {
  if (typeof AbortSignal.timeout !== 'function') return timerTimeout(ms);
  return { signal: AbortSignal.timeout(ms), cancel: () => {} };
}

/** Aborts when any of the signals does (`AbortSignal.any` is too new for older web views). */
export function anySignal(signals: readonly AbortSignal[]): AbortSignal {
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}
