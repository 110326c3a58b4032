/** Set on each history entry the page makes: whether a page lies behind that entry. */
const BEHIND = 'hiramBehind';

type EntryHistory = Pick<History, 'state' | 'length' | 'pushState' | 'replaceState'>;

function withBehind(state: unknown, behind: boolean): object {
  return { ...(state && typeof state === 'object' ? state : {}), [BEHIND]: behind };
}

/**
 * Whether a page lies behind the current entry, as it was when the entry was made; `undefined`
 * for an entry made before `trackPageBehind`.
 */
export function pageBehind(history: Pick<History, 'state'>): boolean | undefined {
  const { state } = history;
  const behind: unknown = state && typeof state === 'object' ? Reflect.get(state, BEHIND) : null;
  return typeof behind === 'boolean' ? behind : undefined;
}

/**
 * Keeps with every history entry whether a page lies behind it, for browsers without the
 * Navigation API (iOS WebKit before 26), where `history.length` alone also counts the pages
 * ahead, and a reload keeps them: back on the first page and then reloaded, it would show a Back
 * that leads nowhere. The entry the page opened on is judged at once, before any page lies ahead;
 * a pushed entry has one behind; a replaced one keeps the answer of the entry it replaces.
 */
export function trackPageBehind(history: EntryHistory): void {
  if (pageBehind(history) === undefined) {
    history.replaceState(withBehind(history.state, history.length > 1), '');
  }
  const push = history.pushState.bind(history);
  const replace = history.replaceState.bind(history);
  history.pushState = (state, unused, url) => push(withBehind(state, true), unused, url);
  history.replaceState = (state, unused, url) =>
    replace(withBehind(state, pageBehind(history) ?? history.length > 1), unused, url);
}
