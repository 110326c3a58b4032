import { loadOnce } from '@hiram/ui';
import { type ComponentType, type ReactNode, Suspense, use } from 'react';

export interface LazyPart<P> {
  /** The part, once its code is here; `fallback` until then. */
  Part: ComponentType<P>;
  /** Fetches the code once; a failed fetch is tried again on the next call. */
  load: () => Promise<ComponentType<P>>;
}

/**
 * A part of a screen whose code is a chunk of its own, left out of the screen's first load: once
 * the code has arrived it renders in the same commit, with no fallback frame.
 */
export function lazyPart<P extends object>(
  importPart: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyPart<P> {
  const { load } = loadOnce(importPart);
  function Loaded(props: P) {
    // Always through `use()`: a render that suspended must call it again when it resumes.
    const Component = use(load());
    return <Component {...props} />;
  }
  function Part(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return { Part, load };
}
