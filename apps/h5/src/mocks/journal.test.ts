import { describe, expect, test } from 'vitest';
import { setupMockBackend, TEST_BASE, testSessionQuery } from '../api/testing/harness.ts';
import { clearJournal, JOURNAL_EPOCH_HEADER, journalEpoch, receivedRequests } from './journal.ts';

setupMockBackend();

const CONTACT = '/v3/personal-center/contact-kf-info';
const target = `${TEST_BASE}${CONTACT}?${new URLSearchParams(testSessionQuery)}`;
const headers = {
  'X-Requested-With': 'XMLHttpRequest',
  building: 'b',
  gather: 'g',
  'Content-Type': 'application/json',
};

/** A request whose body arrives only when `finish` is called, as a slow page's would. */
function slowRequest() {
  let finish = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      finish = () => {
        controller.enqueue(new TextEncoder().encode(JSON.stringify({ overall: 30 })));
        controller.close();
      };
    },
  });
  const response = fetch(target, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
  return { response, finish: () => finish() };
}

describe('the journal', () => {
  test('keeps a request that arrived before its read ended', async () => {
    clearJournal();
    const { response, finish } = slowRequest();
    finish();
    await response;
    expect(receivedRequests.map((request) => request.path)).toEqual([CONTACT]);
  });

  test('leaves out a request still being read when it was cleared: it belongs to the story before', async () => {
    clearJournal();
    const { response, finish } = slowRequest();
    await new Promise((resolve) => setTimeout(resolve, 20));
    clearJournal();
    finish();
    await response;
    expect(receivedRequests).toEqual([]);
    const next = await fetch(target, { method: 'POST', headers, body: '{"overall":30}' });
    expect(next.status).toBe(200);
    expect(receivedRequests.map((request) => request.path)).toEqual([CONTACT]);
  });

  test('leaves out a request stamped before the last clear, however late it reaches the mock', async () => {
    clearJournal();
    const stamp = String(journalEpoch());
    clearJournal();
    const send = (epoch: string) =>
      fetch(target, {
        method: 'POST',
        headers: { ...headers, [JOURNAL_EPOCH_HEADER]: epoch },
        body: '{"overall":30}',
      });
    expect((await send(stamp)).status).toBe(503);
    expect(receivedRequests).toEqual([]);
    expect((await send(String(journalEpoch()))).status).toBe(200);
    expect(receivedRequests.map((request) => request.path)).toEqual([CONTACT]);
  });
});
