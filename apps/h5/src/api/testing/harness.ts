import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { contractViolations, type ReceivedRequest, receivedRequests } from '../../mocks/journal.ts';
import { createMockServer, type MockServer } from '../../mocks/node.ts';
import type { Session } from '../../session/index.ts';
import { type ApiToast, createHttp, type Http, type HttpOptions } from '../http.ts';

/** Absolute, because Node's fetch has no page to resolve `/h5api` against. */
export const TEST_BASE = 'http://api.test/h5api';

export const testSession: Session = {
  deviceId: 'dev-001',
  userId: '100042',
  sessionId: 'sess-abc',
  merchantNumber: 'M0007',
  mobilePhone: '09171234567',
  building: 'building-hdr',
  gather: 'gather-hdr',
  swift: 'swift-hdr',
  eyes: 'eyes-hdr',
  productId: '11',
  orderId: '5001',
  currencyType: '2',
  lang: 'en',
};

/** The query every call must carry for `testSession`. */
export const testSessionQuery = {
  deviceId: 'dev-001',
  userId: '100042',
  sessionId: 'sess-abc',
  merchantNumber: 'M0007',
  mobilePhone: '09171234567',
  productId: '11',
  product_id: '11',
};

export type ToastEvent =
  | { type: 'show'; message: string; duration?: number }
  | { type: 'loading'; message: string }
  | { type: 'hide' };

export function recordingToast(): ApiToast & { events: ToastEvent[] } {
  const events: ToastEvent[] = [];
  return {
    events,
    show: (message, options) => events.push({ type: 'show', message, duration: options?.duration }),
    loading: (message) => events.push({ type: 'loading', message }),
    hide: () => events.push({ type: 'hide' }),
  };
}

export function testHttp(overrides: Partial<HttpOptions> = {}) {
  const toast = recordingToast();
  const http: Http = createHttp({
    baseURL: TEST_BASE,
    getSession: () => testSession,
    fetch: (input, init) => globalThis.fetch(input, init),
    toast,
    ...overrides,
  });
  return { http, toast };
}

/** 2025-04-15 10:30 in Manila. */
export const TEST_NOW = Date.UTC(2025, 3, 15, 2, 30);

/**
 * Starts the mock backend for the file's tests. Each test starts on the default scenario,
 * and fails if it left a contract violation behind (tests that make one on purpose clear it).
 */
export function setupMockBackend(): MockServer {
  const mock = createMockServer(TEST_BASE, { now: () => TEST_NOW });
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    const violations = contractViolations.map(({ request, problems }) => ({
      path: request.path,
      problems,
    }));
    mock.startScenario('default');
    expect(violations).toEqual([]);
  });
  afterAll(() => mock.server.close());
  return mock;
}

/** The one request the mock received; fails when there were none or several. */
export function onlyRequest(): ReceivedRequest {
  if (receivedRequests.length !== 1) {
    throw new Error(`expected one request, the mock received ${receivedRequests.length}`);
  }
  const [request] = receivedRequests;
  if (!request) throw new Error('no request');
  return request;
}

const JSON_HEADERS = {
  'x-requested-with': 'XMLHttpRequest',
  building: 'building-hdr',
  gather: 'gather-hdr',
};
const FORM_HEADERS = { swift: 'swift-hdr', eyes: 'eyes-hdr' };

export interface ExpectedRequest {
  method: 'GET' | 'POST';
  path: string;
  client: 'json' | 'form' | 'multipart';
  /** Query values besides the session's. */
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/** Asserts everything the mock received for a call: exact query and body, the client's headers. */
export function expectRequest(request: ReceivedRequest, expected: ExpectedRequest): void {
  const { method, path, client, query = {}, body = {} } = expected;
  expect({ method: request.method, path: request.path }).toEqual({ method, path });
  expect(request.query).toEqual({ ...testSessionQuery, ...query });
  const [own, other] =
    client === 'form' ? [FORM_HEADERS, JSON_HEADERS] : [JSON_HEADERS, FORM_HEADERS];
  expect(request.headers).toMatchObject(own);
  for (const name of Object.keys(other)) expect(request.headers).not.toHaveProperty(name);
  const contentType = request.headers['content-type'] ?? '';
  if (method === 'GET') {
    expect(request.bodyKind).toBe('none');
  } else if (client === 'json') {
    expect(contentType).toMatch(/^application\/json/);
  } else if (client === 'form') {
    expect(contentType).toMatch(/^application\/x-www-form-urlencoded/);
  } else {
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
  }
  expect(request.body).toEqual(body);
}
