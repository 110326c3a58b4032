import type { ApiError } from '../../../api/index.ts';

/**
 * Whether a Loan Now that failed with `error` may still have taken the loan. Only the server's
 * own refusal, or a request the offline phone never sent, says it did not: after a timeout, an
 * unreadable answer or a gateway's error page the server may have taken it, and a second tap
 * would ask for a second loan.
 */
export function loanMayBeTaken({ kind }: ApiError, online: boolean): boolean {
  return kind === 'network' ? online : kind !== 'server' && kind !== 'aborted';
}
