import { type Endpoint, type EndpointKey, endpoints } from '../api/endpoints.ts';
import { FORM_CONTENT_TYPE } from '../api/http.ts';
import { requiredFields } from '../api/requiredFields.ts';
import { emptySession, sessionQuery } from '../session/index.ts';
import type { ReceivedFile, ReceivedRequest } from './journal.ts';

const SESSION_QUERY_KEYS = Object.keys(sessionQuery(emptySession()));

function isFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File;
}

async function readBody(
  request: Request,
): Promise<Pick<ReceivedRequest, 'bodyKind' | 'body' | 'bodyError'>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const body: Record<string, string | ReceivedFile> = {};
    try {
      for (const [field, value] of await request.formData()) {
        body[field] = isFile(value)
          ? { file: value.name, type: value.type, size: value.size }
          : value;
      }
    } catch {
      return { bodyKind: 'multipart', body, bodyError: 'the multipart body cannot be read' };
    }
    return { bodyKind: 'multipart', body };
  }
  const text = await request.text();
  if (text === '') return { bodyKind: 'none', body: {} };
  if (type.startsWith('application/json')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return { bodyKind: 'json', body: { ...parsed } };
      }
      return { bodyKind: 'json', body: {}, bodyError: 'the JSON body is not an object' };
    } catch {
      return { bodyKind: 'json', body: {}, bodyError: 'the body is not valid JSON' };
    }
  }
  if (type.startsWith(FORM_CONTENT_TYPE)) {
    return { bodyKind: 'form', body: Object.fromEntries(new URLSearchParams(text)) };
  }
  return { bodyKind: 'other', body: {}, bodyError: `unexpected content type "${type}"` };
}

/** Decodes a request (a clone: the handler may still read the original). */
export async function readRequest(
  request: Request,
  basePath: string,
  endpoint?: EndpointKey,
): Promise<ReceivedRequest> {
  const url = new URL(request.url);
  return {
    endpoint,
    method: request.method,
    path: url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: Object.fromEntries(request.headers),
    ...(await readBody(request.clone())),
  };
}

const EXPECTED_BODY: Record<Endpoint['client'], ReceivedRequest['bodyKind']> = {
  json: 'json',
  form: 'form',
  multipart: 'multipart',
  raw: 'none',
};

function headerProblems(endpoint: Endpoint, request: ReceivedRequest): string[] {
  const { headers } = request;
  const missing = (names: string[]) =>
    names.filter((name) => !(name in headers)).map((name) => `header "${name}" is missing`);
  if (endpoint.client === 'form') return missing(['swift', 'eyes']);
  if (endpoint.client === 'raw') return [];
  const problems = missing(['building', 'gather']);
  if (headers['x-requested-with'] !== 'XMLHttpRequest') {
    problems.push('header "X-Requested-With: XMLHttpRequest" is missing');
  }
  return problems;
}

function queryProblems(endpoint: Endpoint, request: ReceivedRequest): string[] {
  const { query } = request;
  const problems = [...SESSION_QUERY_KEYS, ...(endpoint.query ?? [])]
    .filter((name) => !(name in query))
    .map((name) => `query parameter "${name}" is missing`);
  if ('productId' in query && 'product_id' in query && query.productId !== query.product_id) {
    problems.push('query parameters "productId" and "product_id" differ');
  }
  return problems;
}

function bodyProblems(
  endpoint: Endpoint,
  required: readonly string[],
  request: ReceivedRequest,
): string[] {
  const expected = endpoint.method === 'GET' ? 'none' : EXPECTED_BODY[endpoint.client];
  if (request.bodyKind !== expected) {
    const type = request.headers['content-type'] ?? 'no content type';
    return [`the body should be ${expected}, got ${request.bodyKind} (${type})`];
  }
  if (request.bodyError) return [request.bodyError];
  const problems = required
    .filter((name) => !(name in request.body))
    .map((name) => `body field "${name}" is missing`);
  if (endpoint.client === 'multipart') {
    const image = request.body.problemImage;
    if (typeof image === 'string') {
      problems.push('body field "problemImage" should be a file');
    }
  }
  return problems;
}

function fixedProblems(endpoint: Endpoint, request: ReceivedRequest): string[] {
  return Object.entries(endpoint.fixed ?? {}).flatMap(([name, expected]) => {
    const inQuery = endpoint.method === 'GET' || endpoint.query?.includes(name);
    const actual = inQuery ? request.query[name] : request.body[name];
    if (actual === undefined || String(actual) === String(expected)) return [];
    return [`"${name}" should be ${expected}, got ${JSON.stringify(actual)}`];
  });
}

/** What is wrong with a request for this endpoint; empty when it keeps the contract. */
export function checkContract(key: EndpointKey, request: ReceivedRequest): string[] {
  const endpoint: Endpoint = endpoints[key];
  const problems: string[] = [];
  if (request.method !== endpoint.method) {
    problems.push(`the method should be ${endpoint.method}, got ${request.method}`);
  }
  return [
    ...problems,
    ...headerProblems(endpoint, request),
    ...queryProblems(endpoint, request),
    ...bodyProblems(endpoint, requiredFields[key], request),
    ...fixedProblems(endpoint, request),
  ];
}
