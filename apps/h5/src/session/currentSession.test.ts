import { describe, expect, test } from 'vitest';
import { getSession, startSession } from './currentSession.ts';

const address = 'https://app.test/loanDetail?userId=10001&sessionId=s-1&orderId=5001';

/** A page whose `sessionStorage` is `storage`, or whose reading of it throws. */
function page(storage: Storage | null | 'refused') {
  const replaced: string[] = [];
  const url = new URL(address);
  return {
    replaced,
    win: {
      location: url as unknown as Location,
      history: {
        state: null,
        replaceState: (_state: unknown, _unused: string, to?: string | URL | null) =>
          void replaced.push(String(to)),
      } as unknown as History,
      get sessionStorage(): Storage {
        if (storage === 'refused')
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        // An Android web view without DOM storage has `null` here, whatever the type says.
        return storage as Storage;
      },
    },
  };
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
});
