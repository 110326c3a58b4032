import { describe, expect, test } from 'vitest';
import {
  clearJournal,
  JOURNAL_EPOCH_HEADER,
  journalEpoch,
  sentRequests,
} from '../../mocks/journal.ts';
import { stampRequestsWithJournalEpoch } from './stampRequests.ts';

/** A page at `https://stories.example` whose `fetch` records what it was asked to send. */
function page() {
  const sent: Request[] = [];
  const target = {
    location: { href: 'https://stories.example/iframe.html', origin: 'https://stories.example' },
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? new URL(input, 'https://stories.example/') : input;
      sent.push(new Request(url, init));
      return new Response(null, { status: 204 });
    },
  } as unknown as typeof globalThis;
  stampRequestsWithJournalEpoch(target);
  return { fetch: target.fetch, sent };
}

describe('stampRequestsWithJournalEpoch', () => {
  test("stamps a same-origin request with the journal's epoch as it is sent, keeping its headers", async () => {
    const { fetch, sent } = page();
    clearJournal();
    const sentAt = String(journalEpoch());
    await fetch('/h5api/v3/loan-details/loan-details?orderId=1', {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      body: '{}',
    });
    clearJournal();
    await fetch(new Request('https://stories.example/h5api/x', { headers: { building: 'b' } }));
    expect(sent.map((request) => request.headers.get(JOURNAL_EPOCH_HEADER))).toEqual([
      sentAt,
      String(journalEpoch()),
    ]);
    expect(sent[0]?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(sent[0]?.method).toBe('POST');
    expect(sent[1]?.headers.get('building')).toBe('b');
  });

  test('records a same-origin request the moment fetch is called, before any answer', () => {
    const { fetch } = page();
    clearJournal();
    void fetch('/h5api/v3/contract/contract?x=1', { method: 'post', body: '{}' });
    void fetch(new Request('https://stories.example/h5api/a', { method: 'PUT' }));
    void fetch('https://cdn.example/logo.svg');
    expect(sentRequests).toEqual([
      { method: 'POST', pathname: '/h5api/v3/contract/contract' },
      { method: 'PUT', pathname: '/h5api/a' },
    ]);
    clearJournal();
    expect(sentRequests).toEqual([]);
  });

  test('leaves a cross-origin request as it is: no preflight for it', async () => {
    const { fetch, sent } = page();
    await fetch('https://cdn.example/logo.svg', { headers: { accept: 'image/svg+xml' } });
    expect(sent[0]?.headers.has(JOURNAL_EPOCH_HEADER)).toBe(false);
    expect(sent[0]?.headers.get('accept')).toBe('image/svg+xml');
  });
});
