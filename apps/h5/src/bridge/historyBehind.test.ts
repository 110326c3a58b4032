import { describe, expect, test } from 'vitest';
import { pageBehind, trackPageBehind } from './historyBehind.ts';

/** A tab's history: its entries, the current one's index, and the browser's own rules. */
function tab(entries: unknown[], index = entries.length - 1) {
  const tabEntries = [...entries];
  let at = index;
  const history = {
    get state() {
      return tabEntries[at];
    },
    get length() {
      return tabEntries.length;
    },
    pushState(state: unknown, _unused?: string, _url?: string | URL | null) {
      tabEntries.splice(at + 1, Infinity, state);
      at += 1;
    },
    replaceState(state: unknown, _unused?: string, _url?: string | URL | null) {
      tabEntries[at] = state;
    },
    back() {
      at = Math.max(at - 1, 0);
    },
    scrollRestoration: 'auto' as ScrollRestoration,
  };
  return history;
}

describe('trackPageBehind', () => {
  test('a page opened first in its tab has none behind; one opened from another page has', () => {
    const first = tab([null]);
    trackPageBehind(first);
    expect(pageBehind(first)).toBe(false);
    const second = tab([{ other: 'site' }, null]);
    trackPageBehind(second);
    expect(pageBehind(second)).toBe(true);
  });

  test('back on the first page and reloaded, with a page ahead, it still has none behind', () => {
    const opened = tab([null]);
    trackPageBehind(opened);
    opened.pushState({ idx: 1 }, '', '/repayDelay');
    expect(pageBehind(opened)).toBe(true);
    opened.back();
    // The reload: a new document on the same entry, its state kept, one page ahead of it.
    const reloaded = tab([opened.state, { idx: 1 }], 0);
    expect(reloaded.length).toBe(2);
    trackPageBehind(reloaded);
    expect(pageBehind(reloaded)).toBe(false);
  });

  test("a replaced entry keeps the answer of the one it replaces, and the router's state", () => {
    const opened = tab([null]);
    trackPageBehind(opened);
    opened.replaceState({ usr: null, key: 'k1', idx: 0 }, '', '/loanDetail');
    expect(opened.state).toEqual({ usr: null, key: 'k1', idx: 0, hiramBehind: false });
    opened.pushState({ key: 'k2', idx: 1 }, '', '/repayDelay');
    opened.replaceState({ key: 'k3', idx: 1 }, '', '/repayDelay?x=1');
    expect(pageBehind(opened)).toBe(true);
  });

  test('an entry made before it is not judged: the caller falls back to the length', () => {
    expect(pageBehind(tab([{ idx: 0 }]))).toBeUndefined();
    expect(pageBehind(tab([null]))).toBeUndefined();
  });
});
