import type { ApiError } from './apiError.ts';

/**
 * Whether a call that changes something (a loan taken, a complaint filed) and failed with
 * `error` may still have done it. Only the server's own refusal, or a request the offline phone
 * never sent, says it did not: after a timeout, an unreadable answer or a gateway's error page
 * the server may have done it, and a second tap would do it twice.
 */
export function mayHaveLanded({ kind }: ApiError, online: boolean): boolean {
  return kind === 'network' ? online : kind !== 'server' && kind !== 'aborted';
}

/**
 * What a write that may have landed says (`unsure`, the screen's words). A 5xx the server worded
 * keeps its words first: toasted alone, they would be replaced before they could be read. Not
 * worded, its message is the client's own word for that (`unworded`, `api.error`).
 */
export function unsureOutcome(
  { code, message }: ApiError,
  unsure: string,
  unworded: string,
): string {
  return code === undefined || !message || message === unworded ? unsure : `${message} ${unsure}`;
}
