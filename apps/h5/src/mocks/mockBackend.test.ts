import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError, type ApiErrorKind } from '../api/apiError.ts';
import { type CallableKey, endpointKeys, endpoints } from '../api/endpoints.ts';
import { createOrderApi } from '../api/order.ts';
import { answerSchemas } from '../api/schemas/answers.ts';
import { ignored } from '../api/schemas/fields.ts';
import { setupMockBackend, TEST_BASE, testHttp } from '../api/testing/harness.ts';
import { sampleCalls } from '../api/testing/sampleCalls.ts';
import { hostilePayloads, hostileUrls } from '../link/hostileCorpus.ts';
import { handlersFor } from './handlers.ts';
import { sentHostilePayloads, sentHostileUrls } from './hostile.ts';
import { receivedRequests } from './journal.ts';
import { type ScenarioName, scenarioNames } from './scenarios.ts';

const mock = setupMockBackend();

afterEach(() => {
  vi.useRealTimers();
});

interface Outcome {
  kind: ApiErrorKind | 'ok';
  code?: string | number;
}

async function outcomes(): Promise<Record<string, Outcome>> {
  const calls = Object.entries(sampleCalls(testHttp().http));
  const results = await Promise.all(
    calls.map(async ([key, call]) => {
      try {
        await call();
        return [key, { kind: 'ok' }] as const;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return [key, { kind: error.kind, code: error.code }] as const;
      }
    }),
  );
  return Object.fromEntries(results);
}

const callableKeys = endpointKeys.filter(
  (key): key is CallableKey => endpoints[key].client !== 'raw',
);

function everyCall(outcome: Outcome, except: Partial<Record<CallableKey, Outcome>> = {}) {
  return Object.fromEntries(callableKeys.map((key) => [key, except[key] ?? outcome]));
}

const ok: Outcome = { kind: 'ok' };

/** What each sample call must come to under each scenario. */
function expectedOutcomes(scenario: ScenarioName): Record<string, Outcome> {
  switch (scenario) {
    case 'code-800006':
    case 'code-800005':
      return everyCall(ok, {
        repaymentConfirm: { kind: 'server', code: Number(scenario.slice(5)) },
      });
    case 'code-101':
      return everyCall(ok, { getSms: { kind: 'server', code: 101 } });
    case 'code-11':
      return everyCall(ok, {
        getSms: { kind: 'server', code: 11 },
        register: { kind: 'server', code: 11 },
      });
    case 'empty-lists': {
      const noComplaint = { kind: 'server', code: 1 } as const;
      return everyCall(ok, { problemDetail: noComplaint, saveScore: noComplaint });
    }
    case 'code-minus-1':
      return everyCall(ok, { register: { kind: 'server', code: -1 } });
    case 'register-refused':
      return everyCall(ok, { register: { kind: 'server', code: 20001 } });
    case 'bind-card-rejected':
      return everyCall(ok, {
        bindCardNew: { kind: 'server', code: 1 },
        bindCardLoan: { kind: 'server', code: 1 },
      });
    case 'upload-rejected':
      return everyCall(ok, { uploadProblemImg: { kind: 'server', code: 1 } });
    case 'score-rejected':
      return everyCall(ok, { saveScore: { kind: 'server', code: 1 } });
    case 'server-error':
      return everyCall({ kind: 'server', code: 10001 });
    case 'http-error':
      return everyCall({ kind: 'http' });
    case 'network-error':
      return everyCall({ kind: 'network' });
    case 'malformed-envelope':
    case 'malformed-json':
      return everyCall({ kind: 'malformed' });
    case 'malformed-data':
      return Object.fromEntries(
        callableKeys.map((key) => [
          key,
          answerSchemas[key] === ignored &&
          !['repaymentConfirm', 'getSms', 'register'].includes(key)
            ? ok
            : { kind: 'malformed' },
        ]),
      );
    default:
      return everyCall(ok);
  }
}

describe('mock backend', () => {
  test('every endpoint in the table has a handler, plus uploaded pictures and the catch-all', () => {
    const routes = handlersFor('default', { baseURL: TEST_BASE }).map(
      ({ info }) => `${String(info.method)} ${String(info.path)}`,
    );
    expect(routes).toEqual([
      ...endpointKeys.map((key) => `${endpoints[key].method} ${TEST_BASE}${endpoints[key].path}`),
      'GET /mock-images/uploads/:id',
      `/.+/ ${TEST_BASE}/*`,
    ]);
  });

  test('the sample calls reach every callable endpoint through its own handler', async () => {
    expect(await outcomes()).toEqual(everyCall(ok));
    expect(new Set(receivedRequests.map(({ endpoint }) => endpoint))).toEqual(
      new Set(callableKeys),
    );
  });

  test.each(scenarioNames.filter((name) => name !== 'slow'))(
    'scenario %s: answers validate, failures are the intended ones',
    async (scenario) => {
      mock.startScenario(scenario);
      expect(await outcomes()).toEqual(expectedOutcomes(scenario));
    },
  );

  test('slow: an answer takes 3 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    mock.startScenario('slow');
    let answered = false;
    const call = createOrderApi(testHttp().http)
      .getOrderDetail({ productId: '11', orderId: '5001' })
      .then(() => {
        answered = true;
      });
    await vi.advanceTimersByTimeAsync(2999);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(answered).toBe(true);
  });

  test("a scenario that sets no delay answers in the caller's delayMs (the stories' fixed 100 ms)", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    mock.server.use(...handlersFor('default', { baseURL: TEST_BASE, delayMs: 250 }));
    let answered = false;
    const call = createOrderApi(testHttp().http)
      .getOrderDetail({ productId: '11', orderId: '5001' })
      .then(() => {
        answered = true;
      });
    await vi.advanceTimersByTimeAsync(249);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(answered).toBe(true);
  });
});

describe('order scenarios', () => {
  const statuses = [21, 110, 151, 170, 174, 180, 200];
  const flags = {
    delay: { isDelay: 1 },
    score: { isScore: 1 },
    cardPop: { cardNeedPop: 1 },
    kindTips: { KindTipsMsg: expect.stringMatching(/\S/) },
    redirect: { playeduL: '/repayPeriod' },
  };
  const noFlags = { isDelay: 0, isScore: 0, cardNeedPop: 0, KindTipsMsg: '', playeduL: '' };

  test.each(statuses)('order-%i and its flag variants', async (status) => {
    const order = createOrderApi(testHttp().http);
    const ref = { productId: '11', orderId: '5001' };
    mock.startScenario(`order-${status}` as ScenarioName);
    expect(await order.getOrderDetail(ref)).toMatchObject({ orderStatus: status, ...noFlags });
    for (const [flag, values] of Object.entries(flags)) {
      mock.startScenario(`order-${status}-${flag}` as ScenarioName);
      expect(await order.getOrderDetail(ref)).toMatchObject({
        ...noFlags,
        orderStatus: status,
        ...values,
      });
    }
  });
});

describe('empty-lists', () => {
  test('every list is empty', async () => {
    mock.startScenario('empty-lists');
    const calls = sampleCalls(testHttp().http);
    expect(await calls.loanDetails()).toMatchObject({ recProducts: [] });
    expect(await calls.unionErrorInfo()).toMatchObject({ family: [] });
    expect(await calls.contract()).toEqual([]);
    expect(await calls.cultures()).toEqual([]);
    expect(await calls.loanPlayDetail()).toMatchObject({ repayList: [] });
    expect(await calls.catalysts()).toMatchObject({ repayList: [], repayPlan: [] });
    expect(await calls.repaymentWay()).toMatchObject({ bankCards: [] });
    expect(await calls.cardInit()).toEqual({ items: [] });
    expect(await calls.problemInit()).toMatchObject({ orderList: [], orderDetail: null });
    expect(await calls.problemList()).toEqual({
      tabs: [
        { name: 'Processing', list: [] },
        { name: 'Completed', list: [] },
      ],
    });
  });
});

describe('hostile', () => {
  test('answers hold corpus values where text and URLs go, the journal lists them', async () => {
    mock.startScenario('hostile');
    const detail = await createOrderApi(testHttp().http).getOrderDetail({
      productId: '11',
      orderId: '5001',
    });
    expect(detail).toMatchObject({ orderStatus: 174, isDelay: 1, recProducts: { length: 3 } });
    expect(hostilePayloads).toContain(detail.noticeStatusText);
    expect(hostileUrls).toContain(detail.playeduL);
    expect(sentHostilePayloads('loanDetails')).toContain(detail.noticeStatusText);
    expect(sentHostileUrls()).toContain(detail.playeduL);
  });
});
