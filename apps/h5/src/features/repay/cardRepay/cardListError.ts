import type { ResourceState } from '../../../screen/index.ts';

/**
 * Spec section 8: a card-list failure shows the server's message, or 'failed to query card
 * list'. The client words a failure without a message as its generic `error`; here that becomes
 * the card list's own text. Offline and malformed answers keep their own notices.
 */
export function withCardListFallback<T>(
  state: ResourceState<T>,
  generic: string,
  fallback: string,
): ResourceState<T> {
  if (state.status !== 'error') return state;
  const { kind, message } = state.error;
  const withoutMessage = message.trim() === '' || message === generic;
  if ((kind !== 'server' && kind !== 'http') || !withoutMessage) return state;
  return { status: 'error', error: { kind, message: fallback } };
}
