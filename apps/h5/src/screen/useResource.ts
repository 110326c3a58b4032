import {
  type DependencyList,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type ResourceState, toScreenError } from './resourceState.ts';

export interface Resource<T> {
  state: ResourceState<T>;
  /** Loads again (after an error); a call already running is cancelled first. */
  retry: () => void;
}

/**
 * Runs `load` on mount and whenever `deps` change, cancelling the previous run through its
 * signal, so a screen never shows an answer that belongs to other inputs. A load that failed for
 * want of a network runs again when the browser says it is back online.
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
): Resource<T> {
  const [state, setState] = useState<ResourceState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to reload
  useEffect(() => {
    const controller = new AbortController();
    // Already loading on mount: a fresh object would render the whole screen once more for nothing.
    setState((current) => (current.status === 'loading' ? current : { status: 'loading' }));
    // The answer's screen renders as a transition: it yields to the browser as it goes, so
    // a cheap phone stays responsive while a long screen appears.
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) startTransition(() => setState({ status: 'ready', data }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        startTransition(() => setState({ status: 'error', error: toScreenError(error) }));
      },
    );
    return () => controller.abort();
  }, [...deps, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const cutOff =
    state.status === 'error' && (state.error.kind === 'network' || state.error.kind === 'timeout');
  // A load the network cut off goes again once the phone is back online, without a tap.
  useEffect(() => {
    if (!cutOff) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [cutOff, retry]);
  return { state, retry };
}
