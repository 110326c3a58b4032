import { addressWithoutSession, emptySession, keepSession, readSession } from './session.ts';
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

/** Reads the page URL once at start-up, keeps the values and tidies the address bar. */
export function startSession(win: SessionWindow = window): Session {
  const storage = storageOf(win);
  current = readSession(win.location.search, storage);
  keepSession(current, storage);
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
