import {
  emptySession,
  keepSession,
  readSession,
  tidyAddress,
  withSessionCarried,
} from './session.ts';
import type { Session } from './sessionKeys.ts';

let current: Session = emptySession();

type SessionWindow = Pick<Window, 'location' | 'history' | 'sessionStorage'>;

/** `sessionStorage`, or null: reading it throws where the phone blocks the site's data. */
function storageOf(win: SessionWindow): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Where the phone keeps no site storage, every history entry the page makes carries the session
 * in its state, which the browser keeps with the entry: a reload, or Back from another site (a
 * pay provider's page), finds it there although the address bar no longer has it.
 */
function carryInHistory(history: History): void {
  const push = history.pushState.bind(history);
  const replace = history.replaceState.bind(history);
  history.pushState = (state, unused, url) => push(withSessionCarried(state, current), unused, url);
  history.replaceState = (state, unused, url) =>
    replace(withSessionCarried(state, current), unused, url);
}

/**
 * The entry the page opened on, with a key of its own. The router keys the entries it makes,
 * not that one, which it calls 'default' on every page load: what a screen keeps with its entry
 * (`useEntryState`) would meet the next page a web view loads in the same tab. A reload keeps it.
 */
function keyed(state: { key?: unknown } | null): object {
  return state?.key ? state : { ...state, key: Math.random().toString(36).slice(2) };
}

/** Reads the page URL once at start-up, keeps the values and tidies the address bar. */
export function startSession(win: SessionWindow = window): Session {
  const storage = storageOf(win);
  current = readSession(win.location.search, storage, win.history.state);
  const kept = keepSession(current, storage);
  if (!kept) carryInHistory(win.history);
  win.history.replaceState(keyed(win.history.state), '', tidyAddress(win.location.href));
  return current;
}

export function getSession(): Session {
  return current;
}

/** For tests and the developer page. */
export function setSession(values: Partial<Session>): Session {
  current = { ...current, ...values };
  return current;
}
