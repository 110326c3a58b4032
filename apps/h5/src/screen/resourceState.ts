import type { ApiErrorKind } from '../api/index.ts';

/** What a screen shows while its data loads: a skeleton, an error with a retry, or the data. */
export type ResourceState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: ScreenError }
  | { status: 'ready'; data: T };

/** The part of a failed call a view shows. */
export interface ScreenError {
  kind: ApiErrorKind | 'unknown';
  message: string;
}

export function toScreenError(error: unknown): ScreenError {
  if (error instanceof Error && 'kind' in error && typeof error.kind === 'string') {
    return { kind: error.kind as ApiErrorKind, message: error.message };
  }
  return { kind: 'unknown', message: error instanceof Error ? error.message : String(error) };
}

/** The same state with the ready data passed through `map`, e.g. to check its URLs. */
export function mapReady<T, U>(state: ResourceState<T>, map: (data: T) => U): ResourceState<U> {
  return state.status === 'ready' ? { status: 'ready', data: map(state.data) } : state;
}
