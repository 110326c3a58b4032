import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type Catalogue, en } from '../i18n/catalogues/en.ts';
import { id } from '../i18n/catalogues/id.ts';
import { ApiError } from './apiError.ts';
import type { Fetch } from './http.ts';
import { answerSchemas } from './schemas/answers.ts';
import { testHttp, testSession } from './testing/harness.ts';
import { timerTimeout } from './timeout.ts';

afterEach(() => {
  vi.useRealTimers();
});

interface Sent {
  url: URL;
  init: RequestInit | undefined;
}

/** A fetch that answers every call with this body and records what it was given. */
function answering(body: unknown, init: ResponseInit = {}) {
  const sent: Sent[] = [];
  const fetch: Fetch = async (input, requestInit) => {
    sent.push({ url: new URL(String(input)), init: requestInit });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), init);
  };
  return { fetch, sent };
}

/** Never answers; rejects with the signal's reason when it aborts, as real fetch does. */
const hangingFetch: Fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    const signal = init?.signal;
    signal?.addEventListener('abort', () => reject(signal.reason));
  });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    () => new Error('the call succeeded'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof ApiError)) throw outcome;
  return outcome;
}

const contactData = { email: 'help@example.com', smWa: '+63 917 000 0000' };

describe('success codes', () => {
  test.each([0, '0', '00'])('code %j resolves to the validated data, no toast', async (code) => {
    const { fetch } = answering({ code, message: 'ok', data: contactData });
    const { http, toast } = testHttp({ fetch });
    await expect(http.call('contactKfInfo', {}, answerSchemas.contactKfInfo)).resolves.toEqual(
      contactData,
    );
    expect(toast.events).toEqual([]);
  });

  test.each([1, '1', '000', 500])(
    'code %j rejects and toasts the server message for 2 s',
    async (code) => {
      const { fetch } = answering({ code, message: 'Account frozen', data: null });
      const { http, toast } = testHttp({ fetch });
      const error = await failure(http.call('contactKfInfo', {}, answerSchemas.contactKfInfo));
      expect(error).toMatchObject({ kind: 'server', code, message: 'Account frozen' });
      expect(toast.events).toEqual([{ type: 'show', message: 'Account frozen', duration: 2000 }]);
    },
  );

  test.each([0, '0'])(
    "save-score's code %j is no success: only '00' counts there (spec section 8)",
    async (code) => {
      const { fetch } = answering({ code, message: 'Not saved', data: null });
      const { http, toast } = testHttp({ fetch });
      const payload = { score: 4, problemId: 'P1' };
      const error = await failure(http.call('saveScore', payload, answerSchemas.saveScore));
      expect(error).toMatchObject({ kind: 'server', code, message: 'Not saved' });
      expect(toast.events).toEqual([{ type: 'show', message: 'Not saved', duration: 2000 }]);
    },
  );

  test("a call's own transport carries it, with the timeout's signal", async () => {
    const usual = answering({ code: 0, message: 'ok', data: contactData });
    const own = answering({ code: 0, message: 'ok', data: contactData });
    const { http } = testHttp({ fetch: usual.fetch });
    await http.call('contactKfInfo', {}, answerSchemas.contactKfInfo, { transport: own.fetch });
    expect(usual.sent).toEqual([]);
    expect(own.sent).toHaveLength(1);
    expect(own.sent[0]?.url.pathname).toMatch(/contact-kf-info$/);
    expect(own.sent[0]?.init?.signal).toBeInstanceOf(AbortSignal);
  });

  test("save-score's '00' is its success", async () => {
    const { fetch } = answering({ code: '00', message: 'ok', data: null });
    const { http, toast } = testHttp({ fetch });
    const payload = { score: 4, problemId: 'P1' };
    await expect(http.call('saveScore', payload, answerSchemas.saveScore)).resolves.toBeNull();
    expect(toast.events).toEqual([]);
  });

  test('an empty server message falls back to "error", or to the card-list text for the card lists', async () => {
    const { fetch } = answering({ code: 9, message: '' });
    const { http, toast } = testHttp({ fetch });
    await failure(http.call('contactKfInfo', {}, answerSchemas.contactKfInfo));
    await failure(http.call('cardInit', { product_id: '11' }, answerSchemas.cardInit));
    await failure(http.call('repaymentWay', { orderId: '1' }, answerSchemas.repaymentWay));
    expect(toast.events).toEqual([
      { type: 'show', message: 'error', duration: 2000 },
      { type: 'show', message: 'failed to query card list', duration: 2000 },
      { type: 'show', message: 'failed to query card list', duration: 2000 },
    ]);
  });
});

describe('special codes', () => {
  const confirm = { orderId: '1', verifyCode: '000000', repaymentRecordId: 'RR1' };
  const sms = {
    phone: '09170001111',
    capcode: '1',
    sid: 's',
    deviceId: 'd',
    appName: 'a',
    app_from: '',
    user_from: '',
    utm_tag: '',
  };
  const registration = {
    ...sms,
    merchantNumber: 'm',
    userName: '',
    smsCode: '1',
    invite_code: '',
    id: '7',
  };

  const alreadyRegistered = 'already registered, please download the app to log in';

  test.each([
    { key: 'repaymentConfirm', code: 800006, message: 'validation code error', action: undefined },
    {
      key: 'repaymentConfirm',
      code: 800005,
      message: 'do not submit duplicate payment request',
      action: undefined,
    },
    { key: 'getSms', code: 101, message: 'Server says 101', action: 'refreshCaptcha' },
    { key: 'getSms', code: 11, message: alreadyRegistered, action: 'goDownload' },
    { key: 'register', code: 11, message: alreadyRegistered, action: 'goDownload' },
    { key: 'register', code: -1, message: 'Server says -1', action: 'refreshCaptcha' },
  ] as const)('$key code $code shows "$message"', async ({ key, code, message, action }) => {
    const { fetch } = answering({ code, message: `Server says ${code}` });
    const { http, toast } = testHttp({ fetch });
    const call =
      key === 'repaymentConfirm'
        ? http.call(key, confirm, answerSchemas[key])
        : key === 'getSms'
          ? http.call(key, sms, answerSchemas[key])
          : http.call(key, registration, answerSchemas[key]);
    const error = await failure(call);
    expect(error).toMatchObject({ kind: 'server', code, message, action });
    expect(toast.events).toEqual([{ type: 'show', message, duration: 2000 }]);
  });

  test('under a non-2xx status too, a special code means what the catalogue says', async () => {
    const { fetch } = answering({ code: 800006, message: 'Bad code' }, { status: 400 });
    const { http, toast } = testHttp({ fetch });
    const error = await failure(
      http.call('repaymentConfirm', confirm, answerSchemas.repaymentConfirm),
    );
    // The server's own refusal, under whatever status: nothing was done.
    expect(error).toMatchObject({
      kind: 'server',
      status: 400,
      code: 800006,
      message: 'validation code error',
    });
    expect(toast.events).toEqual([
      { type: 'show', message: 'validation code error', duration: 2000 },
    ]);
    const refused = testHttp({
      fetch: answering({ code: -1, message: 'Wrong picture' }, { status: 403 }).fetch,
    });
    await expect(
      failure(refused.http.call('register', registration, answerSchemas.register)),
    ).resolves.toMatchObject({ action: 'refreshCaptcha', message: 'Wrong picture' });
  });

  test('a card list failing under a non-2xx status with an empty message says so', async () => {
    const { fetch } = answering({ code: 9, message: '' }, { status: 500 });
    const { http } = testHttp({ fetch });
    const error = await failure(
      http.call('repaymentWay', { orderId: '1' }, answerSchemas.repaymentWay),
    );
    expect(error.message).toBe('failed to query card list');
  });

  test('a special code of one endpoint means nothing special on another', async () => {
    const { fetch } = answering({ code: 800006, message: 'Not here' });
    const { http } = testHttp({ fetch });
    const error = await failure(http.call('contactKfInfo', {}, answerSchemas.contactKfInfo));
    expect(error.message).toBe('Not here');
    expect(error.action).toBeUndefined();
  });
});

describe('transport failures', () => {
  test('after 60000 ms with no answer: kind timeout and the "error" toast, not before', async () => {
    vi.useFakeTimers();
    const { http, toast } = testHttp({ fetch: hangingFetch, startTimeout: timerTimeout });
    let settled = false;
    const result = failure(http.call('problemList', {}, answerSchemas.problemList)).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBe(false);
    expect(toast.events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect((await result).kind).toBe('timeout');
    expect(toast.events).toEqual([{ type: 'show', message: 'error', duration: 2000 }]);
  });

  test('the default timeout is AbortSignal.timeout', async () => {
    const { http, toast } = testHttp({ fetch: hangingFetch, timeoutMs: 20 });
    expect((await failure(http.call('problemList', {}, answerSchemas.problemList))).kind).toBe(
      'timeout',
    );
    expect(toast.events).toEqual([{ type: 'show', message: 'error', duration: 2000 }]);
  });

  test('an answer whose body breaks off on the way is a network failure, not an unreadable answer', async () => {
    const cutOff = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"code":0,"data":{"li'));
        controller.error(new TypeError('network error'));
      },
    });
    const { http, toast } = testHttp({ fetch: async () => new Response(cutOff) });
    const error = await failure(http.call('problemList', {}, answerSchemas.problemList));
    expect(error.kind).toBe('network');
    expect(toast.events).toEqual([{ type: 'show', message: 'error', duration: 2000 }]);
  });

  test('an answer whose body stalls until the time limit is a timeout', async () => {
    const stalled: Fetch = async (_input, init) => {
      const signal = init?.signal;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"code":0,'));
          signal?.addEventListener('abort', () => controller.error(signal.reason));
        },
      });
      return new Response(body);
    };
    const { http } = testHttp({ fetch: stalled, timeoutMs: 20 });
    const error = await failure(http.call('problemList', {}, answerSchemas.problemList));
    expect(error.kind).toBe('timeout');
  });

  test('a rejected fetch is a network failure with the "error" toast', async () => {
    const { http, toast } = testHttp({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const error = await failure(http.call('problemList', {}, answerSchemas.problemList));
    expect(error.kind).toBe('network');
    expect(toast.events).toEqual([{ type: 'show', message: 'error', duration: 2000 }]);
  });

  test("the messages come from the borrower's catalogue, read at call time", async () => {
    let language: Catalogue = en;
    const { http, toast } = testHttp({
      fetch: answering('not json at all').fetch,
      messages: () => (key) => language[key],
    });
    language = id;
    const error = await failure(http.call('problemList', {}, answerSchemas.problemList));
    expect(error.message).toBe(id['api.malformed']);
    expect(toast.events).toEqual([{ type: 'show', message: id['api.malformed'], duration: 2000 }]);
  });

  test('the caller can cancel: kind aborted, no toast', async () => {
    const controller = new AbortController();
    const { http, toast } = testHttp({ fetch: hangingFetch });
    const result = failure(
      http.call('problemList', {}, answerSchemas.problemList, { signal: controller.signal }),
    );
    controller.abort();
    expect((await result).kind).toBe('aborted');
    expect(toast.events).toEqual([]);
  });

  test('a card list failing under a gateway error page says so, in the toast as on the screen', async () => {
    const { fetch } = answering('<h1>502 Bad Gateway</h1>', { status: 502 });
    const { http, toast } = testHttp({ fetch });
    const error = await failure(
      http.call('repaymentWay', { orderId: '1' }, answerSchemas.repaymentWay),
    );
    expect(error).toMatchObject({
      kind: 'http',
      status: 502,
      message: 'failed to query card list',
    });
    expect(toast.events).toEqual([
      { type: 'show', message: 'failed to query card list', duration: 2000 },
    ]);
  });

  test("a non-2xx status without the server's envelope, or a 5xx, is an http failure; a 4xx envelope is the server's refusal", async () => {
    const html = testHttp({ fetch: answering('<h1>502 Bad Gateway</h1>', { status: 502 }).fetch });
    expect(
      await failure(html.http.call('problemList', {}, answerSchemas.problemList)),
    ).toMatchObject({
      kind: 'http',
      status: 502,
      message: 'error',
    });
    const json = testHttp({
      fetch: answering({ code: 403, message: 'Session expired' }, { status: 403 }).fetch,
    });
    expect(
      await failure(json.http.call('problemList', {}, answerSchemas.problemList)),
    ).toMatchObject({
      kind: 'server',
      status: 403,
      code: 403,
      message: 'Session expired',
    });
    expect(json.toast.events).toEqual([
      { type: 'show', message: 'Session expired', duration: 2000 },
    ]);
    const crashed = testHttp({
      fetch: answering({ code: 500, message: 'Internal error' }, { status: 500 }).fetch,
    });
    expect(
      await failure(crashed.http.call('problemList', {}, answerSchemas.problemList)),
    ).toMatchObject({ kind: 'http', status: 500, code: 500, message: 'Internal error' });
  });
});

describe('malformed answers', () => {
  // Each is logged while developing (below): kept out of the test run's output.
  const warn = vi.spyOn(console, 'warn');
  beforeEach(() => {
    warn.mockImplementation(() => {});
  });
  afterEach(() => {
    warn.mockReset();
  });

  test.each([
    ['a body that is not JSON', '<html>maintenance</html>', /not JSON/],
    ['JSON without an envelope', { status: 'ok' }, /envelope/],
    ['data off its schema', { code: 0, message: '', data: { email: { nested: true } } }, /email/],
    ['data of the wrong type', { code: '00', message: '', data: 'oops' }, /data/],
  ])('%s rejects with kind malformed and a readable toast', async (_label, body, detail) => {
    const { http, toast } = testHttp({ fetch: answering(body).fetch });
    const error = await failure(http.call('contactKfInfo', {}, answerSchemas.contactKfInfo));
    expect(error.kind).toBe('malformed');
    expect(error.detail).toMatch(detail);
    expect(error.detail).toContain('/v3/personal-center/contact-kf-info');
    expect(toast.events).toEqual([
      { type: 'show', message: 'The server sent an answer this app cannot read.', duration: 2000 },
    ]);
  });

  test('a developer finds why in the console while developing (never in a build: bodies may hold data)', async () => {
    const { http } = testHttp({ fetch: answering({ status: 'ok' }).fetch });
    const error = await failure(http.call('contactKfInfo', {}, answerSchemas.contactKfInfo));
    expect(import.meta.env.DEV).toBe(true);
    expect(warn).toHaveBeenCalledWith(`[api] unreadable answer: ${error.detail}`);
  });
});

describe('loading toast', () => {
  test('shown while the call runs and hidden after success', async () => {
    const { http, toast } = testHttp({ fetch: answering({ code: 0, data: contactData }).fetch });
    const call = http.call('contactKfInfo', {}, answerSchemas.contactKfInfo, {
      loading: 'Loading…',
    });
    expect(toast.events).toEqual([{ type: 'loading', message: 'Loading…' }]);
    await call;
    expect(toast.events).toEqual([{ type: 'loading', message: 'Loading…' }, { type: 'hide' }]);
  });

  test('hidden before the failure toast', async () => {
    const { http, toast } = testHttp({ fetch: answering({ code: 7, message: 'Nope' }).fetch });
    await failure(
      http.call('contactKfInfo', {}, answerSchemas.contactKfInfo, { loading: 'Saving…' }),
    );
    expect(toast.events).toEqual([
      { type: 'loading', message: 'Saving…' },
      { type: 'hide' },
      { type: 'show', message: 'Nope', duration: 2000 },
    ]);
  });

  test('not shown without a message', async () => {
    const { http, toast } = testHttp({ fetch: answering({ code: 0, data: contactData }).fetch });
    await http.call('contactKfInfo', {}, answerSchemas.contactKfInfo);
    expect(toast.events).toEqual([]);
  });
});

describe('requests', () => {
  test('the base URL, the session query merged with the endpoint query, fixed values added', async () => {
    const { fetch, sent } = answering({ code: '0', data: null });
    const { http } = testHttp({ fetch, baseURL: 'https://api.example.com/h5api/' });
    await http.call(
      'trackVisit',
      {
        page_id: 'p1',
        user_from: 'fb',
        client_type: 'h5',
        utm_tag: 'summer',
        app_from: 'x',
      },
      answerSchemas.trackVisit,
    );
    const [request] = sent;
    expect(`${request?.url.origin}${request?.url.pathname}`).toBe(
      'https://api.example.com/h5api/api/v2/promotion/track-visit',
    );
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      deviceId: 'dev-001',
      userId: '100042',
      sessionId: 'sess-abc',
      merchantNumber: 'M0007',
      mobilePhone: '09171234567',
      productId: '11',
      product_id: '11',
      page_id: 'p1',
      user_from: 'fb',
      client_type: 'h5',
      utm_tag: 'summer',
      app_from: 'x',
      page_type: '1',
    });
    expect(request?.init?.method).toBe('GET');
    expect(request?.init?.body).toBeUndefined();
  });

  test('the session is read at call time', async () => {
    const { fetch, sent } = answering({ code: 0, data: null });
    let session = testSession;
    const { http } = testHttp({ fetch, getSession: () => session });
    await http.call('googleScore', {}, answerSchemas.googleScore);
    session = { ...testSession, userId: 'changed', building: 'b2' };
    await http.call('googleScore', {}, answerSchemas.googleScore);
    expect(sent.map(({ url }) => url.searchParams.get('userId'))).toEqual(['100042', 'changed']);
    expect(sent.map(({ init }) => new Headers(init?.headers).get('building'))).toEqual([
      'building-hdr',
      'b2',
    ]);
  });

  test('undefined fields are left out; null is sent as null (JSON) or empty (form)', async () => {
    const { fetch, sent } = answering({ code: 0, data: null });
    const { http } = testHttp({ fetch });
    await http.call(
      'saveEvent',
      {
        productId: '1',
        moduleId: 30,
        positionId: null,
        extra: undefined,
      },
      answerSchemas.saveEvent,
    );
    await http.call('because', { productId: null }, answerSchemas.because);
    expect(sent[0]?.init?.body).toBe('{"productId":"1","moduleId":30,"positionId":null}');
    expect(sent[1]?.init?.body).toBe('productId=&moduleId=18');
  });

  test('url() builds the captcha address with the session query and no request', () => {
    const { fetch, sent } = answering({});
    const { http } = testHttp({ fetch });
    const url = new URL(http.url('getCaptcha', { sid: 'abc' }));
    expect(url.pathname).toBe('/h5api/api/v2/promotion/get-captcha');
    expect(url.searchParams.get('sid')).toBe('abc');
    expect(url.searchParams.get('product_id')).toBe('11');
    expect(url.searchParams.get('sessionId')).toBe('sess-abc');
    expect(sent).toEqual([]);
  });
});

describe('statistics calls', () => {
  const event = { productId: '7', moduleId: 30, positionId: 1 };

  test('a failure rejects without a toast: the borrower has nothing to do about it', async () => {
    const { fetch } = answering({ code: 1, message: 'Not logged', data: null });
    const { http, toast } = testHttp({ fetch });
    const error = await failure(http.call('saveEvent', event, answerSchemas.saveEvent));
    expect(error).toMatchObject({ kind: 'server', message: 'Not logged' });
    expect(toast.events).toEqual([]);
  });

  test('they outlive a page left meanwhile (keepalive); other calls do not ask it', async () => {
    const { fetch, sent } = answering({ code: 0, message: 'ok', data: null });
    const { http } = testHttp({ fetch });
    await http.call('saveEvent', event, answerSchemas.saveEvent);
    await http.call('googleScore', {}, answerSchemas.googleScore);
    expect(sent.map(({ init }) => init?.keepalive)).toEqual([true, undefined]);
  });
});
