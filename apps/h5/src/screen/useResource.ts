import {
  type DependencyList,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type ResourceState, type ScreenError, toScreenError } from './resourceState.ts';

export interface Resource<T> {
  state: ResourceState<T>;
  /** Loads again (after an error); a call already running is cancelled first. */
  retry: () => void;
}

export interface ResourceOptions {
  /**
   * Loads again, behind what the screen shows, each time the page becomes visible: the
   * borrower is back from another app (an e-wallet, after paying), where the answer may
   * have changed. A failed load is tried again. Only for answers that loading does not change.
   */
  refreshOnReturn?: boolean;
}

/** A load that failed for want of a network, which may answer once the phone is online. */
const cutOff = ({ kind }: ScreenError) => kind === 'network' || kind === 'timeout';

/**
 * Runs `load` on mount and whenever `deps` change, cancelling the previous run through its
 * signal, so a screen never shows an answer that belongs to other inputs. A load that failed for
 * want of a network runs again when the browser says it is back online.
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  { refreshOnReturn = false }: ResourceOptions = {},
): Resource<T> {
  const [state, setState] = useState<ResourceState<T>>({ status: 'loading' });
  const shown = useRef(state);
  shown.current = state;
  const loadRef = useRef(load);
  loadRef.current = load;
  const running = useRef<AbortController | null>(null);
  /** The cut-off refresh waiting for the network: only the latest waits. */
  const waiting = useRef<(() => void) | null>(null);
  const stopWaiting = useCallback(() => {
    if (waiting.current) window.removeEventListener('online', waiting.current);
    waiting.current = null;
  }, []);

  /** Loads; a quiet run keeps what is shown until its answer, and keeps it if it fails. */
  const run = useCallback(
    (quiet: boolean) => {
      stopWaiting();
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      // Already loading on mount: a fresh object would render the whole screen once more for nothing.
      if (!quiet)
        setState((current) => (current.status === 'loading' ? current : { status: 'loading' }));
      // The answer's screen renders as a transition: it yields to the browser as it goes, so
      // a cheap phone stays responsive while a long screen appears.
      loadRef.current(controller.signal).then(
        (data) => {
          if (!controller.signal.aborted)
            startTransition(() => setState({ status: 'ready', data }));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const failure = toScreenError(error);
          if (!quiet) return startTransition(() => setState({ status: 'error', error: failure }));
          // A refresh the network cut off goes again, as quietly, once the phone is back online:
          // what shows may be out of date (an order paid meanwhile).
          if (cutOff(failure)) {
            const again = () => {
              waiting.current = null;
              if (!controller.signal.aborted) run(true);
            };
            waiting.current = again;
            window.addEventListener('online', again, { once: true });
          }
        },
      );
      return controller;
    },
    [stopWaiting],
  );

  useEffect(() => {
    const controller = run(false);
    return () => controller.abort();
  }, [run, ...deps]);
  useEffect(
    () => () => {
      stopWaiting();
      running.current?.abort();
    },
    [stopWaiting],
  );

  const retry = useCallback(() => void run(false), [run]);
  const failedOffline = state.status === 'error' && cutOff(state.error);
  // A load the network cut off goes again once the phone is back online, without a tap.
  useEffect(() => {
    if (!failedOffline) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failedOffline, retry]);

  useEffect(() => {
    if (!refreshOnReturn) return;
    // A page Back brings out of the browser's cache loads anew as a whole (`bootApp`).
    let cached = false;
    const onPageHide = (event: PageTransitionEvent) => {
      cached = event.persisted;
    };
    const onVisibilityChange = () => {
      if (document.visibilityState !== 'visible') return;
      // What shows stays while it loads again; a failure is tried again as Retry would.
      if (!cached && shown.current.status !== 'loading') run(shown.current.status === 'ready');
      cached = false;
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [refreshOnReturn, run]);
  return { state, retry };
}
