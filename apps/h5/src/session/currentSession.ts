import { addressWithoutSession, emptySession, keepSession, readSession } from './session.ts';
import type { Session } from './sessionKeys.ts';

let current: Session = emptySession();

/** Reads the page URL once at start-up, keeps the values and tidies the address bar. */
export function startSession(win: Window = window): Session {
  current = readSession(win.location.search, win.sessionStorage);
  keepSession(current, win.sessionStorage);
  const cleaned = addressWithoutSession(win.location.href);
  if (cleaned !== null) win.history.replaceState(win.history.state, '', cleaned);
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
