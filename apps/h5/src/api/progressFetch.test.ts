import { describe, expect, test } from 'vitest';
import { progressFetch, type XhrLike } from './progressFetch.ts';

/** An XMLHttpRequest stand-in: records what was sent, answers when the test says. */
class FakeXhr implements XhrLike {
  status = 0;
  statusText = '';
  responseText = '';
  opened: [string, string] | undefined;
  headers: Record<string, string> = {};
  body: unknown;
  aborted = false;
  responseType = '';
  onload: XhrLike['onload'] = null;
  onerror: XhrLike['onerror'] = null;
  ontimeout: XhrLike['ontimeout'] = null;
  upload: XhrLike['upload'] = { onprogress: null };

  open(method: string, url: string | URL) {
    this.opened = [method, String(url)];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body?: Document | XMLHttpRequestBodyInit | null) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.call(this as never, { loaded, total, lengthComputable } as never);
  }
  answer(status: number, text: string) {
    this.status = status;
    this.statusText = status === 200 ? 'OK' : 'Error';
    this.responseText = text;
    this.onload?.call(this as never, {} as never);
  }
  fail() {
    this.onerror?.call(this as never, {} as never);
  }
}

function transport() {
  const xhr = new FakeXhr();
  const sent: number[] = [];
  const fetch = progressFetch(
    (share) => sent.push(share),
    () => xhr,
  );
  return { xhr, sent, fetch };
}

describe('progressFetch', () => {
  test('sends the method, URL, headers and body, and resolves to the answer as a Response', async () => {
    const { xhr, fetch } = transport();
    const body = new FormData();
    body.append('problemImage', new Blob(['png']), 'a.png');
    const response = fetch('/h5api/user-problem/upload-problem-img?userId=1', {
      method: 'POST',
      headers: { building: 'b1', 'X-Requested-With': 'XMLHttpRequest' },
      body,
    });
    expect(xhr.opened).toEqual(['POST', '/h5api/user-problem/upload-problem-img?userId=1']);
    expect(xhr.headers).toEqual({ building: 'b1', 'x-requested-with': 'XMLHttpRequest' });
    expect(xhr.body).toBe(body);
    xhr.answer(200, '{"code":"00","data":{"url":"/u/1"}}');
    const answer = await response;
    expect(answer.status).toBe(200);
    expect(answer.ok).toBe(true);
    expect(answer.headers.get('content-type')).toBe('application/json');
    await expect(answer.json()).resolves.toEqual({ code: '00', data: { url: '/u/1' } });
  });

  test('reports the share of the body sent, only when its length is known', async () => {
    const { xhr, sent, fetch } = transport();
    const response = fetch('/upload', { method: 'POST', body: 'x' });
    xhr.progress(25, 100);
    xhr.progress(50, 0, false);
    xhr.progress(100, 100);
    xhr.answer(200, '{}');
    await response;
    expect(sent).toEqual([0.25, 1]);
  });

  test('a server error status still resolves: the client reads its envelope', async () => {
    const { xhr, fetch } = transport();
    const response = fetch('/upload', { method: 'POST' });
    xhr.answer(500, '{"code":1,"message":"Too large"}');
    expect((await response).status).toBe(500);
  });

  test('a network failure rejects as fetch does', async () => {
    const { xhr, fetch } = transport();
    const response = fetch('/upload', { method: 'POST' });
    xhr.fail();
    await expect(response).rejects.toBeInstanceOf(TypeError);
  });

  test('an abort stops the request and rejects with the reason', async () => {
    const { xhr, fetch } = transport();
    const controller = new AbortController();
    const response = fetch('/upload', { method: 'POST', signal: controller.signal });
    controller.abort(new DOMException('Timed out', 'TimeoutError'));
    await expect(response).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(xhr.aborted).toBe(true);
  });

  test('an already aborted signal sends nothing', async () => {
    const { xhr, fetch } = transport();
    const controller = new AbortController();
    controller.abort(new DOMException('Cancelled', 'AbortError'));
    await expect(fetch('/upload', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(xhr.opened).toBeUndefined();
  });
});
