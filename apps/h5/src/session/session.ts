import {
  HEADER_KEYS,
  HIDDEN_KEYS,
  IDENTITY_KEYS,
  SESSION_KEYS,
  type Session,
} from './sessionKeys.ts';

const STORAGE_KEY = 'hiram.session';

/** The page values that belong to one borrower. */
const BORROWERS_PAGE_KEYS = ['productId', 'orderId', 'currencyType'] as const;

export function emptySession(): Session {
  return Object.fromEntries(SESSION_KEYS.map((key) => [key, ''])) as Session;
}

/** The session values in `kept`, whatever else it holds. */
function sessionValues(kept: unknown): Partial<Session> {
  if (!kept || typeof kept !== 'object') return {};
  return Object.fromEntries(
    Object.entries(kept).filter(
      ([key, value]) =>
        (SESSION_KEYS as readonly string[]).includes(key) && typeof value === 'string',
    ),
  );
}

function stored(storage: Pick<Storage, 'getItem'> | null): Partial<Session> {
  if (!storage) return {};
  try {
    return sessionValues(JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}'));
  } catch {
    return {};
  }
}

/** Where a history entry's state holds the session, on a phone that keeps no site storage. */
const ENTRY_KEY = 'hiramSession';

/** The session `historyState` (a history entry's state) carries, if any. */
function carried(historyState: unknown): Partial<Session> {
  if (!historyState || typeof historyState !== 'object' || !(ENTRY_KEY in historyState)) return {};
  return sessionValues(historyState[ENTRY_KEY]);
}

/** `historyState` with `session` in it, for a history entry to carry. */
export function withSessionCarried(historyState: unknown, session: Session): object {
  const base = historyState && typeof historyState === 'object' ? historyState : {};
  return { ...base, [ENTRY_KEY]: session };
}

/**
 * The session for this page: what the URL carries wins over what an earlier load kept,
 * so a reload (with the values already gone from the address bar) still works. A URL that
 * carries any identity value replaces them all, and so for the header values.
 * `product_id` and `productId` are one value. `storage` is null where the page has none (an
 * Android web view without DOM storage, a phone that blocks the site's data); there the page's
 * history entry may carry the session instead (`historyState`, see `withSessionCarried`).
 */
export function readSession(
  search: string,
  storage: Pick<Storage, 'getItem'> | null,
  historyState: unknown = null,
): Session {
  const params = new URLSearchParams(search);
  const kept = { ...carried(historyState), ...stored(storage) };
  // A URL that names the borrower (or gives the headers) brings the whole set: none of the
  // values kept for an earlier borrower (a web view reused after an account switch) mixes in.
  const switched = params.has('userId') && params.get('userId') !== kept.userId;
  for (const group of [IDENTITY_KEYS, HEADER_KEYS]) {
    if (group.some((key) => params.has(key))) for (const key of group) delete kept[key];
  }
  // Another borrower's order, product and currency go too: they were never this one's (the
  // language is the app's, not the borrower's).
  if (switched) for (const key of BORROWERS_PAGE_KEYS) delete kept[key];
  const session = { ...emptySession(), ...kept };
  for (const key of SESSION_KEYS) {
    const value = params.get(key);
    if (value !== null) session[key] = value;
  }
  const snakeProductId = params.get('product_id');
  if (params.get('productId') === null && snakeProductId !== null)
    session.productId = snakeProductId;
  return session;
}

/** Keeps `session` in `storage` for a reload; false when the page has none that takes it. */
export function keepSession(session: Session, storage: Pick<Storage, 'setItem'> | null): boolean {
  if (!storage) return false;
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(session));
    return true;
  } catch {
    // Private mode or a full quota: the session still lives for this page.
    return false;
  }
}

/**
 * The address as the app shows it: without the borrower's identity, and without the name of the
 * prerendered file a host or a native app's configuration may give (`/loanDetail/index.html`
 * is `/loanDetail`, which the router knows) and with one leading slash (a base ending in `/`
 * joined to `/loanDetail` gives `//loanDetail`, which `replaceState` reads as a host and
 * refuses); null when it is that already.
 */
export function tidyAddress(href: string): string | null {
  const url = new URL(href);
  const before = url.pathname + url.search;
  for (const key of HIDDEN_KEYS) url.searchParams.delete(key);
  const path = url.pathname.replace(/^\/+/, '/').replace(/\/index\.html$/i, '') || '/';
  if (path + url.search === before) return null;
  return `${path}${url.search}${url.hash}`;
}

/**
 * The session as the page at `search` sees it: a product its address names (either spelling)
 * wins, as on a page reached in-app for another product than the one the app opened with.
 */
export function withPageProduct(session: Session, search: string): Session {
  const params = new URLSearchParams(search);
  const productId = params.get('productId') || params.get('product_id');
  return productId ? { ...session, productId } : session;
}

/** The query every API call carries: identity values and both spellings of the product id. */
export function sessionQuery(session: Session): Record<string, string> {
  return {
    deviceId: session.deviceId,
    userId: session.userId,
    sessionId: session.sessionId,
    merchantNumber: session.merchantNumber,
    mobilePhone: session.mobilePhone,
    productId: session.productId,
    product_id: session.productId,
  };
}
