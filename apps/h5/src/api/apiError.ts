import type { SpecialAction } from './specialCodes.ts';

/**
 * - `network`: no answer (offline, DNS, CORS, connection reset).
 * - `timeout`: no answer within the time limit.
 * - `aborted`: the caller cancelled (a screen left); nothing is toasted.
 * - `http`: an answer with a non-2xx status, without the server's envelope (a gateway's page) or
 *   with a 5xx status (the server may have failed halfway).
 * - `server`: the server's refusal: a readable envelope whose code is not a success code, under a
 *   2xx or 4xx status.
 * - `malformed`: an answer this app cannot read (not JSON, no envelope, data off its schema).
 */
export type ApiErrorKind = 'network' | 'timeout' | 'aborted' | 'http' | 'server' | 'malformed';

export interface ApiErrorDetails {
  kind: ApiErrorKind;
  /** The text shown to the user (already toasted unless `kind` is `aborted`). */
  message: string;
  /** The envelope's code, when the answer had one. */
  code?: string | number;
  /** The HTTP status, when it was not 2xx. */
  status?: number;
  /** What the screen should do for a special code (section 8 of the spec). */
  action?: SpecialAction;
  /** For developers: why a `malformed` answer was rejected. */
  detail?: string;
}

// Fields are `declare`d and set in the constructor: a class field costs every page the
// build target's defineProperty helper.
export class ApiError extends Error implements ApiErrorDetails {
  declare readonly name: 'ApiError';
  declare readonly kind: ApiErrorKind;
  declare readonly code?: string | number;
  declare readonly status?: number;
  declare readonly action?: SpecialAction;
  declare readonly detail?: string;

  constructor(details: ApiErrorDetails) {
    super(details.message);
    this.name = 'ApiError';
    this.kind = details.kind;
    this.code = details.code;
    this.status = details.status;
    this.action = details.action;
    this.detail = details.detail;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
