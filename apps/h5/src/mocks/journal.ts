import type { CallableKey, EndpointKey } from '../api/endpoints.ts';

export interface ReceivedFile {
  file: string;
  type: string;
  size: number;
}

/** A request as the mock backend saw it, for contract checks and test assertions. */
export interface ReceivedRequest {
  /** The endpoint whose path matched, if any. */
  endpoint?: EndpointKey;
  method: string;
  /** Relative to the API base. */
  path: string;
  query: Record<string, string>;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** How the body was encoded, judged by its content type. */
  bodyKind: 'none' | 'json' | 'form' | 'multipart' | 'other';
  /** The decoded body; files as `ReceivedFile`. */
  body: Record<string, unknown>;
  /** Why the body could not be decoded as its content type says. */
  bodyError?: string;
}

export interface ContractViolation {
  request: ReceivedRequest;
  problems: string[];
}

/** Every request the mock received since the last `clearJournal()`. */
export const receivedRequests: ReceivedRequest[] = [];

/** A request as the page sent it, before any answer. */
export interface SentRequest {
  method: string;
  /** The URL's path, API base included. */
  pathname: string;
}

/**
 * Every same-origin request the page sent since the last `clearJournal()`, recorded as `fetch`
 * is called (`dev/storybook/stampRequests.ts`): a check that nothing was sent can trust it at
 * once, where `receivedRequests` fills in only once the mock has read the request.
 */
export const sentRequests: SentRequest[] = [];

/** Every request that broke the contract since the last `clearJournal()`. */
export const contractViolations: ContractViolation[] = [];

/** A value the `hostile` scenario put into an answer. */
export interface HostileValue {
  endpoint: CallableKey;
  /** Where in the answer's data, as in the domains' hostile field lists. */
  path: string;
  kind: 'url' | 'text';
  value: string;
}

/** Every value the `hostile` scenario sent since the last `clearJournal()`. */
export const hostileValuesSent: HostileValue[] = [];

let epoch = 0;

/**
 * Which clearing of the journal is current. A request that arrived before the last clear but was
 * still being read after it came from the story before: recording it would count it in this one.
 */
export const journalEpoch = (): number => epoch;

/**
 * The journal's epoch as the page stood when it sent a request. Stories stamp their requests with
 * it (`dev/storybook/stampRequests.ts`); the demo sends none.
 */
export const JOURNAL_EPOCH_HEADER = 'x-journal-epoch';

/** Whether `request` was stamped before the last clear: sent by the story before, arriving late. */
export function fromEarlierStory(request: Request): boolean {
  const stamp = request.headers.get(JOURNAL_EPOCH_HEADER);
  return stamp !== null && stamp !== String(epoch);
}

/**
 * Reads `request` with `read` and records it, unless it came from the story before: stamped
 * before the last clear (a busy machine can hold a request that long), or cleared while it was
 * being read. `null` for such a request: nobody is waiting for its answer.
 */
export async function journalRequest(
  request: Request,
  read: () => Promise<ReceivedRequest>,
): Promise<ReceivedRequest | null> {
  if (fromEarlierStory(request)) return null;
  const arrived = epoch;
  const received = await read();
  if (arrived !== epoch) return null;
  receivedRequests.push(received);
  return received;
}

export function clearJournal(): void {
  epoch += 1;
  receivedRequests.length = 0;
  sentRequests.length = 0;
  contractViolations.length = 0;
  hostileValuesSent.length = 0;
}
