import type { ToastStore } from '@hiram/ui';
import redaxios from 'redaxios';
import { type Session, sessionQuery } from '../session/index.ts';
import { ApiError } from './apiError.ts';
import { checkAnswer } from './checkAnswer.ts';
import { createEarlyAnswers, untilAborted } from './earlyAnswers.ts';
import {
  type AnswerSchema,
  type AnswerSchemas,
  type CallableKey,
  type DataOf,
  type Endpoint,
  type EndpointKey,
  endpoints,
  type PayloadOf,
  type PayloadValue,
} from './endpoints.ts';
import { type Envelope, readEnvelope } from './envelope.ts';
import { type ApiMessageKey, type ApiMessages, englishApiMessages } from './messages.ts';
import { failureFallback, specialCodeFor } from './specialCodes.ts';
import { anySignal, type StartTimeout, startTimeout } from './timeout.ts';

const DEFAULT_TIMEOUT_MS = 60_000;
/** Spec section 9: the toast helper shows failures for 2 s. */
export const FAILURE_TOAST_MS = 2000;
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

export type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
export type ApiToast = Pick<ToastStore, 'show' | 'loading' | 'hide'>;

export interface HttpOptions {
  /** `config.apiBase`: relative (`/h5api`) or absolute. */
  baseURL: string;
  getSession: () => Session;
  fetch: Fetch;
  toast: ApiToast;
  timeoutMs?: number;
  startTimeout?: StartTimeout;
  /** Read per call, so a language loaded after start is used. Defaults to English. */
  messages?: () => ApiMessages;
}

export interface CallOptions {
  /** Shown as a loading toast while the call runs. */
  loading?: string;
  /** Cancels the call (no toast then). */
  signal?: AbortSignal;
  /** Sends this call through another `fetch`, such as one that reports upload progress. */
  transport?: Fetch;
}

export interface Http {
  /**
   * Sends the call as the endpoint table says and resolves to the `data` the schema validated
   * and normalised; rejects with an `ApiError` after toasting its message.
   */
  call<K extends CallableKey>(
    key: K,
    payload: PayloadOf<K>,
    schema: AnswerSchemas[K],
    options?: CallOptions,
  ): Promise<DataOf<K>>;
  /** The full URL of a GET endpoint with the session query, for `<img src>`. */
  url<K extends EndpointKey>(key: K, payload: PayloadOf<K>): string;
  /**
   * Sends the call now, before the screen that needs it has loaded; the screen's first `call`
   * of the same request takes this answer instead of sending again. Shows nothing by itself.
   */
  prefetch(call: EarlyCall): void;
}

/** A call a route makes on load, as `prefetch` takes it. */
export type EarlyCall = { [K in CallableKey]: { key: K; payload: PayloadOf<K> } }[CallableKey];

type Payload = Readonly<Record<string, PayloadValue | undefined>>;

function asText(value: PayloadValue): string {
  return value === null ? '' : String(value);
}

/** Splits the payload (plus the fixed values) into the query string and the body. */
function prepare(endpoint: Endpoint, session: Session, payload: Payload) {
  const query = new URLSearchParams(sessionQuery(session));
  const body: Record<string, PayloadValue> = {};
  for (const [field, value] of Object.entries({ ...payload, ...endpoint.fixed })) {
    if (value === undefined) continue;
    if (endpoint.method === 'GET' || endpoint.query?.includes(field)) {
      query.set(field, asText(value));
    } else {
      body[field] = value;
    }
  }
  return { query, body };
}

function encodeBody(endpoint: Endpoint, body: Record<string, PayloadValue>) {
  if (endpoint.method === 'GET') return undefined;
  if (endpoint.client === 'form') {
    return new URLSearchParams(
      Object.entries(body).map(([field, value]) => [field, asText(value)]),
    ).toString();
  }
  if (endpoint.client === 'multipart') {
    const data = new FormData();
    for (const [field, value] of Object.entries(body)) {
      data.append(field, value instanceof Blob ? value : asText(value));
    }
    return data;
  }
  // redaxios sends a plain object as JSON with `Content-Type: application/json`.
  return body;
}

/** The per-call headers of each client (contract section 4). */
function callHeaders(endpoint: Endpoint, session: Session): Record<string, string> {
  if (endpoint.client !== 'form') return { building: session.building, gather: session.gather };
  const headers = { swift: session.swift, eyes: session.eyes };
  // Like axios, no content type without a body.
  return endpoint.method === 'GET' ? headers : { ...headers, 'Content-Type': FORM_CONTENT_TYPE };
}

/** What makes two calls the same request: method, path, query (session included) and body. */
function requestIdentity(endpoint: Endpoint, session: Session, payload: Payload): string {
  const { query, body } = prepare(endpoint, session, payload);
  query.sort();
  const fields = Object.keys(body).sort();
  return `${endpoint.method} ${endpoint.path}?${query} ${JSON.stringify(body, fields)}`;
}

interface FailedResponse {
  status: number;
  data: unknown;
}

/** redaxios rejects with the response itself when the status is not 2xx. */
function isFailedResponse(error: unknown): error is FailedResponse {
  return typeof error === 'object' && error !== null && 'status' in error && 'data' in error;
}

export function createHttp(options: HttpOptions): Http {
  const baseURL = options.baseURL.replace(/\/+$/, '');
  const text = (key: ApiMessageKey) => (options.messages?.() ?? englishApiMessages)(key);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const beginTimeout = options.startTimeout ?? startTimeout;
  const { toast, getSession } = options;
  const early = createEarlyAnswers();

  const clients = {
    json: redaxios.create({ baseURL, headers: { 'X-Requested-With': 'XMLHttpRequest' } }),
    form: redaxios.create({ baseURL }),
  };

  /** What a failed call says when its answer does not: the call's own words, else `error`. */
  const fallback = (key: EndpointKey) => text(failureFallback[key] ?? 'api.error');

  /**
   * What a failed answer's envelope says: the catalogue's text for its code, else the server's;
   * none when the server said nothing, for `call` to word.
   */
  function serverFailure(key: EndpointKey, envelope: Envelope) {
    const special = specialCodeFor(key, envelope.code);
    const message =
      special && special.message !== 'server' ? text(special.message) : envelope.message;
    return { code: envelope.code, message, action: special?.action };
  }

  /** What went wrong on the way; a failure the server did not word is left for `call` to word. */
  function transportError(
    key: EndpointKey,
    error: unknown,
    timeout: AbortSignal,
    caller?: AbortSignal,
  ): ApiError {
    if (timeout.aborted) return new ApiError({ kind: 'timeout', message: '' });
    if (caller?.aborted) return new ApiError({ kind: 'aborted', message: 'Cancelled' });
    if (isFailedResponse(error)) {
      // An HTTP failure that still carries an envelope means what its code means (section 8);
      // under a 4xx status it is the server's own refusal, as under a 2xx.
      const envelope = readEnvelope(error.data);
      const said = envelope ? serverFailure(key, envelope) : { message: '' };
      const kind = envelope && error.status < 500 ? 'server' : 'http';
      return new ApiError({ kind, status: error.status, ...said });
    }
    return new ApiError({ kind: 'network', message: '', detail: String(error) });
  }

  async function send(
    key: EndpointKey,
    payload: Payload,
    caller?: AbortSignal,
    transport: Fetch = options.fetch,
  ) {
    const endpoint: Endpoint = endpoints[key];
    const timeout = beginTimeout(timeoutMs);
    const signal = caller ? anySignal([timeout.signal, caller]) : timeout.signal;
    try {
      const session = getSession();
      const { query, body } = prepare(endpoint, session, payload);
      const client = endpoint.client === 'form' ? clients.form : clients.json;
      const response = await client<unknown>({
        url: endpoint.path,
        method: endpoint.method,
        params: query,
        data: encodeBody(endpoint, body),
        headers: callHeaders(endpoint, session),
        fetch: (input, init) =>
          transport(
            input,
            endpoint.statistics ? { ...init, signal, keepalive: true } : { ...init, signal },
          ),
      });
      // A body cut off on its way leaves redaxios no data (JSON never parses to undefined): no
      // answer, as a failure before the headers is.
      if (response.data === undefined) throw 0;
      return response.data;
    } catch (error) {
      throw transportError(key, error, timeout.signal, caller);
    } finally {
      timeout.cancel();
    }
  }

  function malformed(endpoint: Endpoint, reason: string): ApiError {
    return new ApiError({
      kind: 'malformed',
      message: text('api.malformed'),
      detail: `${endpoint.method} ${endpoint.path}: ${reason}`,
    });
  }

  async function settle(
    key: EndpointKey,
    endpoint: Endpoint,
    schema: AnswerSchema,
    body: unknown,
  ): Promise<unknown> {
    const envelope = readEnvelope(body);
    if (!envelope) {
      const seen = typeof body === 'string' ? 'text that is not JSON' : JSON.stringify(body);
      throw malformed(endpoint, `expected a { code, message, data } envelope, got ${seen}`);
    }
    const success = endpoint.successCode
      ? String(envelope.code) === endpoint.successCode
      : envelope.success;
    if (!success) throw new ApiError({ kind: 'server', ...serverFailure(key, envelope) });
    const checked = await checkAnswer(schema, envelope.data);
    if (!checked.ok) throw malformed(endpoint, `data: ${checked.problems}`);
    return checked.data;
  }

  /** The early answer to this request, if one was sent, else the request sent now. */
  function answer(key: EndpointKey, payload: Payload, { signal, transport }: CallOptions) {
    const endpoint: Endpoint = endpoints[key];
    const sent =
      early.size > 0 ? early.take(requestIdentity(endpoint, getSession(), payload)) : null;
    return sent ? untilAborted(sent, signal) : send(key, payload, signal, transport);
  }

  return {
    prefetch({ key, payload }) {
      const endpoint: Endpoint = endpoints[key];
      const identity = requestIdentity(endpoint, getSession(), payload);
      if (!early.has(identity)) early.keep(identity, send(key, payload));
    },
    async call(key, payload, schema, callOptions = {}) {
      const endpoint: Endpoint = endpoints[key];
      const { loading } = callOptions;
      if (loading) toast.loading(loading);
      try {
        const data = await settle(key, endpoint, schema, await answer(key, payload, callOptions));
        if (loading) toast.hide();
        // The table pairs each key with its schema, which TypeScript cannot follow here.
        return data as DataOf<typeof key>;
      } catch (error) {
        if (loading) toast.hide();
        if (!(error instanceof ApiError)) throw error;
        // Only while developing: a build's console can reach the phone's logs, and bodies hold data.
        if (import.meta.env.DEV && error.kind === 'malformed') {
          console.warn(`[api] unreadable answer: ${error.detail}`);
        }
        // Worded here, not where it failed: an early answer may have failed before the
        // borrower's words had loaded.
        if (!error.message) {
          error.message =
            error.kind === 'network' || error.kind === 'timeout'
              ? text('api.error')
              : fallback(key);
        }
        if (error.kind !== 'aborted' && !endpoint.statistics) {
          toast.show(error.message, { duration: FAILURE_TOAST_MS });
        }
        throw error;
      }
    },
    url(key, payload) {
      const endpoint: Endpoint = endpoints[key];
      const { query } = prepare(endpoint, getSession(), payload);
      return `${baseURL}${endpoint.path}?${query}`;
    },
  };
}
