import { JOURNAL_EPOCH_HEADER, journalEpoch, sentRequests } from '../../mocks/journal.ts';

const urlOf = (input: RequestInfo | URL) =>
  input instanceof Request ? input.url : input instanceof URL ? input.href : input;

/**
 * Stamps every same-origin `fetch` with the journal's epoch as it is sent, so the mock backend
 * can tell a request of the story before (still on its way when the next story cleared the
 * journal) from one of the story running, and records it in `sentRequests`. Cross-origin requests
 * go as they are: a header of ours would cost them a CORS preflight.
 */
export function stampRequestsWithJournalEpoch(target: typeof globalThis = globalThis): void {
  const send = target.fetch.bind(target);
  target.fetch = (input, init) => {
    const url = new URL(urlOf(input), target.location.href);
    if (url.origin !== target.location.origin) return send(input, init);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    sentRequests.push({ method: method.toUpperCase(), pathname: url.pathname });
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
    headers.set(JOURNAL_EPOCH_HEADER, String(journalEpoch()));
    return send(input, { ...init, headers });
  };
}
