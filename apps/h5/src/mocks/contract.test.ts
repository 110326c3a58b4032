import { afterEach, describe, expect, test, vi } from 'vitest';
import { setupMockBackend, TEST_BASE, testSessionQuery } from '../api/testing/harness.ts';
import { clearJournal, contractViolations } from './journal.ts';

setupMockBackend();

const jsonHeaders = {
  'X-Requested-With': 'XMLHttpRequest',
  building: 'b',
  gather: 'g',
  'Content-Type': 'application/json',
};
const formHeaders = {
  swift: 's',
  eyes: 'e',
  'Content-Type': 'application/x-www-form-urlencoded',
};

function url(path: string, query: Record<string, string> = testSessionQuery): string {
  return `${TEST_BASE}${path}?${new URLSearchParams(query)}`;
}

function omit(record: Record<string, string>, name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => key !== name));
}

/** Sends a raw request; returns the status, the problems recorded and what was logged. */
async function send(target: string, init: RequestInit) {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const response = await fetch(target, init);
  const body: unknown = await response.json();
  const problems = contractViolations.flatMap((violation) => violation.problems);
  const log = logged.mock.calls.map((args) => args.join(' '));
  logged.mockRestore();
  clearJournal();
  return { status: response.status, body, problems, log };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('contract checks', () => {
  test('a request that keeps the contract is answered normally', async () => {
    const result = await send(url('/v3/personal-center/contact-kf-info'), {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ overall: 30 }),
    });
    expect(result).toMatchObject({ status: 200, problems: [], log: [] });
  });

  test('a form request that keeps the contract is answered normally', async () => {
    const result = await send(url('/card/card-init'), {
      method: 'POST',
      headers: formHeaders,
      body: 'product_id=11',
    });
    expect(result).toMatchObject({ status: 200, problems: [], log: [] });
    expect(result.body).toMatchObject({ code: '00' });
  });

  test('a form endpoint sent as JSON', async () => {
    const result = await send(url('/card/card-init'), {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ product_id: '11' }),
    });
    expect(result.status).toBe(400);
    expect(result.problems).toEqual([
      'header "swift" is missing',
      'header "eyes" is missing',
      'the body should be form, got json (application/json)',
    ]);
    expect(result.body).toMatchObject({ code: 'CONTRACT_VIOLATION' });
    expect(result.log).toEqual([
      expect.stringContaining('Contract violation: POST /card/card-init: header "swift"'),
    ]);
  });

  test('a missing required field', async () => {
    const result = await send(url('/user-problem/problem-save'), {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({
        problemType: '1',
        problemSonType: '',
        problemDetail: 'x',
        problemImage: '',
      }),
    });
    expect(result.status).toBe(400);
    expect(result.problems).toEqual(['body field "orderNo" is missing']);
    expect(result.log).toHaveLength(1);
  });

  test('a missing client header', async () => {
    const result = await send(url('/user-problem/problem-list'), {
      method: 'POST',
      headers: omit(jsonHeaders, 'X-Requested-With'),
      body: '{}',
    });
    expect(result.problems).toEqual(['header "X-Requested-With: XMLHttpRequest" is missing']);
  });

  test('a missing session value, and product ids that differ', async () => {
    const result = await send(
      url('/user-problem/problem-list', {
        ...omit(testSessionQuery, 'sessionId'),
        product_id: '99',
      }),
      { method: 'POST', headers: jsonHeaders, body: '{}' },
    );
    expect(result.problems).toEqual([
      'query parameter "sessionId" is missing',
      'query parameters "productId" and "product_id" differ',
    ]);
  });

  test('a missing endpoint query value and a wrong fixed value', async () => {
    const result = await send(url('/api/v2/promotion/track-visit'), { headers: jsonHeaders });
    expect(result.problems).toEqual(
      ['page_id', 'user_from', 'client_type', 'page_type', 'utm_tag', 'app_from'].map(
        (name) => `query parameter "${name}" is missing`,
      ),
    );
    const wrongOverall = await send(url('/v3/personal-center/contact-kf-info'), {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ overall: 20 }),
    });
    expect(wrongOverall.problems).toEqual(['"overall" should be 30, got 20']);
  });

  test('a body that is not JSON though it says so', async () => {
    const result = await send(url('/user-problem/problem-list'), {
      method: 'POST',
      headers: jsonHeaders,
      body: 'problemId=1',
    });
    expect(result.problems).toEqual(['the body is not valid JSON']);
  });

  test('an upload whose image is text', async () => {
    const form = new FormData();
    form.append('problemImage', 'not a file');
    const result = await send(url('/user-problem/upload-problem-img'), {
      method: 'POST',
      headers: omit(jsonHeaders, 'Content-Type'),
      body: form,
    });
    expect(result.problems).toEqual(['body field "problemImage" should be a file']);
  });

  test('the wrong method on a known path', async () => {
    const result = await send(url('/api/v2/promotion/get-sid'), {
      method: 'POST',
      headers: jsonHeaders,
      body: '{}',
    });
    expect(result.status).toBe(400);
    expect(result.problems).toEqual(['the method should be GET']);
  });

  test('an unknown path under the API base is a 404 and a violation', async () => {
    const result = await send(url('/v3/loan-details/loan-detail'), {
      method: 'POST',
      headers: jsonHeaders,
      body: '{}',
    });
    expect(result.status).toBe(404);
    expect(result.problems).toEqual(['no endpoint has this path']);
    expect(result.log).toEqual([
      expect.stringContaining('POST /v3/loan-details/loan-detail: no endpoint has this path'),
    ]);
  });
});
