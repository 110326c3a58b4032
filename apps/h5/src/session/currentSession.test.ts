import { describe, expect, test } from 'vitest';
import { getSession, startSession } from './currentSession.ts';

const address = 'https://app.test/loanDetail?userId=10001&sessionId=s-1&orderId=5001';

/** A page whose `sessionStorage` is `storage`, or whose reading of it throws. */
function page(storage: Storage | null | 'refused', historyState: unknown = null) {
  const replaced: string[] = [];
  const entries: { state: unknown; url: string }[] = [];
  const url = new URL(address);
  const history = {
    state: historyState,
    replaceState(state: unknown, _unused: string, to?: string | URL | null) {
      history.state = state;
      replaced.push(String(to));
    },
    pushState(state: unknown, _unused: string, to?: string | URL | null) {
      history.state = state;
      entries.push({ state, url: String(to) });
    },
  };
  return {
    replaced,
    entries,
    history,
    win: {
      location: url as unknown as Location,
      history: history as unknown as History,
      get sessionStorage(): Storage {
        if (storage === 'refused')
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        // An Android web view without DOM storage has `null` here, whatever the type says.
        return storage as Storage;
      },
    },
  };
}

/** A `sessionStorage` stand-in that works. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } as Storage;
}

describe('startSession', () => {
  test.each([
    ['refuses to be read (site data blocked)', 'refused' as const],
    ['is missing (a web view without DOM storage)', null],
  ])('starts from the address when sessionStorage %s', (_, storage) => {
    const { win, replaced } = page(storage);
    const session = startSession(win);
    expect(session).toMatchObject({ userId: '10001', sessionId: 's-1' });
    expect(getSession()).toBe(session);
    expect(replaced).toEqual(['/loanDetail?orderId=5001']);
  });

  test.each([
    ['refuses to be read', 'refused' as const],
    ['is missing', null],
  ])('where sessionStorage %s, every history entry carries the session', (_, storage) => {
    const { win, history, entries } = page(storage, { idx: 0 });
    startSession(win);
    expect(history.state).toMatchObject({ idx: 0, hiramSession: { userId: '10001' } });
    win.history.pushState({ key: 'k2', idx: 1 }, '', '/repayPeriod');
    expect(entries).toEqual([
      {
        state: { key: 'k2', idx: 1, hiramSession: expect.objectContaining({ sessionId: 's-1' }) },
        url: '/repayPeriod',
      },
    ]);
  });

  test('with storage that works, the history entries carry no session', () => {
    const { win, history } = page(memoryStorage(), { idx: 0 });
    const push = win.history.pushState;
    startSession(win);
    expect(history.state).toEqual({ idx: 0, key: expect.any(String) });
    expect(win.history.pushState).toBe(push);
  });

  test('keys the entry the page opened on: two page loads in one tab keep apart what each screen kept', () => {
    const keys = [page(memoryStorage()), page(memoryStorage(), { idx: 0 })].map((opened) => {
      startSession(opened.win);
      return (opened.history.state as { key: unknown }).key;
    });
    expect(keys).toEqual([expect.stringMatching(/^\w+$/), expect.stringMatching(/^\w+$/)]);
    expect(keys[0]).not.toBe(keys[1]);
  });

  test('a reload keeps the key its entry has', () => {
    const { win, history } = page(memoryStorage(), { idx: 2, key: 'k2' });
    startSession(win);
    expect(history.state).toEqual({ idx: 2, key: 'k2' });
  });

  test('a reload without storage finds the session its history entry carries', () => {
    const first = page(null);
    startSession(first.win);
    const reloaded = page(null, first.history.state);
    Object.assign(reloaded.win, { location: new URL('https://app.test/loanDetail?orderId=5001') });
    expect(startSession(reloaded.win)).toMatchObject({ userId: '10001', sessionId: 's-1' });
  });
});
