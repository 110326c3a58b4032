import { afterEach, describe, expect, test, vi } from 'vitest';
import { type Catalogue, en } from '../i18n/catalogues/en.ts';
import { fil } from '../i18n/catalogues/fil.ts';
import { ApiError } from './apiError.ts';
import { EARLY_ANSWER_TTL_MS } from './earlyAnswers.ts';
import type { Fetch } from './http.ts';
import { answerSchemas } from './schemas/answers.ts';
import { testHttp, testSession } from './testing/harness.ts';

afterEach(() => {
  vi.useRealTimers();
});

const detail = (orderId: string) => ({ orderId, productId: '11' });
const unionInfo = {
  code: 0,
  message: 'ok',
  data: { noticeMessage: 'Log in again', errMessage: 'Union login failed', family: [] },
};

/** A fetch whose answers the test releases one by one, recording every request. */
function heldFetch() {
  const sent: URL[] = [];
  const waiting: ((response: Response) => void)[] = [];
  const fetch: Fetch = (input) => {
    sent.push(new URL(String(input)));
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (body: unknown) => {
    const next = waiting.shift();
    if (!next) throw new Error('no request is waiting');
    next(new Response(JSON.stringify(body)));
  };
  return { fetch, sent, release };
}

async function settled(promise: Promise<unknown>) {
  return promise.then(
    (data) => ({ data }),
    (error: unknown) => ({ error }),
  );
}

describe('prefetch', () => {
  test('sends at once; the first matching call takes that answer and sends nothing', async () => {
    const { fetch, sent, release } = heldFetch();
    const { http, toast } = testHttp({ fetch });
    http.prefetch({ key: 'unionErrorInfo', payload: {} });
    expect(sent).toHaveLength(1);
    const call = http.call('unionErrorInfo', {}, answerSchemas.unionErrorInfo);
    release(unionInfo);
    await expect(call).resolves.toEqual(unionInfo.data);
    expect(sent).toHaveLength(1);
    expect(toast.events).toEqual([]);
  });

  test('the answer is taken once: a retry sends a new request', async () => {
    const { fetch, sent, release } = heldFetch();
    const { http } = testHttp({ fetch });
    http.prefetch({ key: 'unionErrorInfo', payload: {} });
    release(unionInfo);
    await http.call('unionErrorInfo', {}, answerSchemas.unionErrorInfo);
    const retry = http.call('unionErrorInfo', {}, answerSchemas.unionErrorInfo);
    expect(sent).toHaveLength(2);
    release(unionInfo);
    await expect(retry).resolves.toEqual(unionInfo.data);
  });

  test('a call for another request (other payload or session) is sent on its own', async () => {
    const { fetch, sent, release } = heldFetch();
    let session = testSession;
    const { http } = testHttp({ fetch, getSession: () => session });
    http.prefetch({ key: 'loanDetails', payload: detail('5001') });
    void http.call('loanDetails', detail('5002'), answerSchemas.loanDetails).catch(() => {});
    session = { ...testSession, userId: 'someone-else' };
    void http.call('loanDetails', detail('5001'), answerSchemas.loanDetails).catch(() => {});
    expect(sent.map((url) => [url.searchParams.get('userId')])).toEqual([
      ['100042'],
      ['100042'],
      ['someone-else'],
    ]);
    for (let i = 0; i < 3; i += 1) release({ code: 1, message: 'x' });
  });

  test('prefetching the same request twice sends it once', () => {
    const { fetch, sent } = heldFetch();
    const { http } = testHttp({ fetch });
    http.prefetch({ key: 'loanDetails', payload: detail('5001') });
    http.prefetch({ key: 'loanDetails', payload: { productId: '11', orderId: '5001' } });
    expect(sent).toHaveLength(1);
  });

  test('a failed early answer rejects the call that takes it, with the usual toast', async () => {
    const { fetch, release } = heldFetch();
    const { http, toast } = testHttp({ fetch });
    http.prefetch({ key: 'unionErrorInfo', payload: {} });
    release({ code: 7, message: 'Try later' });
    await Promise.resolve();
    const outcome = await settled(http.call('unionErrorInfo', {}, answerSchemas.unionErrorInfo));
    expect(outcome).toEqual({ error: expect.any(ApiError) });
    expect(toast.events).toEqual([{ type: 'show', message: 'Try later', duration: 2000 }]);
  });

  test('the caller can cancel while it waits for the early answer: kind aborted, no toast', async () => {
    const { fetch } = heldFetch();
    const { http, toast } = testHttp({ fetch });
    http.prefetch({ key: 'unionErrorInfo', payload: {} });
    const controller = new AbortController();
    const call = settled(
      http.call('unionErrorInfo', {}, answerSchemas.unionErrorInfo, { signal: controller.signal }),
    );
    controller.abort();
    expect(await call).toEqual({ error: expect.objectContaining({ kind: 'aborted' }) });
    expect(toast.events).toEqual([]);
  });

  test.each([
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch')), 'api.error'],
    [
      "a gateway's page",
      () => Promise.resolve(new Response('<h1>502 Bad Gateway</h1>', { status: 502 })),
      'api.cardListFailed',
    ],
    [
      'a refusal with no message',
      () => Promise.resolve(Response.json({ code: 500, message: '' }, { status: 500 })),
      'api.cardListFailed',
    ],
    ['an unreadable answer', () => Promise.resolve(new Response('<html>')), 'api.malformed'],
  ] as const)(
    "an early answer that failed (%s) before the borrower's words had loaded is said in them",
    async (_, fetch, key) => {
      let language: Catalogue = en;
      const { http, toast } = testHttp({ fetch, messages: () => (name) => language[name] });
      http.prefetch({ key: 'repaymentWay', payload: { orderId: '1' } });
      // The early request has failed, and its error been made, by the next task.
      await new Promise((done) => setTimeout(done, 0));
      language = fil;
      const call = settled(http.call('repaymentWay', { orderId: '1' }, answerSchemas.repaymentWay));
      expect(await call).toEqual({ error: expect.objectContaining({ message: fil[key] }) });
      expect(toast.events).toEqual([{ type: 'show', message: fil[key], duration: 2000 }]);
    },
  );

  test('an early answer nobody took in time is dropped, and the call sends again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { fetch, sent, release } = heldFetch();
    const { http } = testHttp({ fetch });
    http.prefetch({ key: 'unionErrorInfo', payload: {} });
    release(unionInfo);
    await new Promise((resolve) => setTimeout(resolve, 0));
    vi.setSystemTime(Date.now() + EARLY_ANSWER_TTL_MS + 1);
    const late = http.call('unionErrorInfo', {}, answerSchemas.unionErrorInfo);
    expect(sent).toHaveLength(2);
    release(unionInfo);
    await expect(late).resolves.toEqual(unionInfo.data);
  });

  test("an answer's age counts from its arrival: one that took over 30 s on a slow link is used", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { fetch, sent, release } = heldFetch();
    const { http } = testHttp({ fetch });
    http.prefetch({ key: 'unionErrorInfo', payload: {} });
    vi.setSystemTime(Date.now() + EARLY_ANSWER_TTL_MS + 1);
    release(unionInfo);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const call = http.call('unionErrorInfo', {}, answerSchemas.unionErrorInfo);
    expect(sent).toHaveLength(1);
    await expect(call).resolves.toEqual(unionInfo.data);
  });
});
