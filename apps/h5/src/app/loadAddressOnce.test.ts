import { describe, expect, test, vi } from 'vitest';
import { loadAddressOnce } from './loadAddressOnce.ts';

function page(loadedAt: string | undefined, href: string, onLine = true) {
  const reload = vi.fn();
  const win = {
    location: { href, reload },
    navigator: { onLine },
    performance: {
      getEntriesByType: () => (loadedAt ? [{ name: loadedAt }] : []),
    } as unknown as Pick<Performance, 'getEntriesByType'>,
  };
  return { win, reload };
}

describe('loadAddressOnce', () => {
  test('after an in-app move, loads the page at its new address', () => {
    const { win, reload } = page(
      'https://app.test/loanDetail?orderId=1&userId=7&sessionId=s',
      'https://app.test/repayPeriod?orderId=1',
    );
    expect(loadAddressOnce(win)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('not again once the page was loaded there: the session values it tidied away aside', () => {
    const { win, reload } = page(
      'https://app.test/repayPeriod?orderId=1&userId=7&sessionId=s',
      'https://app.test/repayPeriod?orderId=1',
    );
    expect(loadAddressOnce(win)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  test('not offline, nor where the browser does not say where the page was loaded', () => {
    const offline = page('https://app.test/loanDetail', 'https://app.test/repayPeriod', false);
    expect(loadAddressOnce(offline.win)).toBe(false);
    const unknown = page(undefined, 'https://app.test/repayPeriod');
    expect(loadAddressOnce(unknown.win)).toBe(false);
    expect(offline.reload).not.toHaveBeenCalled();
    expect(unknown.reload).not.toHaveBeenCalled();
  });
});
