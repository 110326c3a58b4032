import { HIDDEN_KEYS, SESSION_KEYS, type Session } from './sessionKeys.ts';

const STORAGE_KEY = 'hiram.session';

export function emptySession(): Session {
  return Object.fromEntries(SESSION_KEYS.map((key) => [key, ''])) as Session;
}

function stored(storage: Pick<Storage, 'getItem'> | null): Partial<Session> {
  if (!storage) return {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([key, value]) =>
          (SESSION_KEYS as readonly string[]).includes(key) && typeof value === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/**
 * The session for this page: what the URL carries wins over what an earlier load kept,
 * so a reload (with the values already gone from the address bar) still works.
 * `product_id` and `productId` are one value. `storage` is null where the page has none (an
 * Android web view without DOM storage, a phone that blocks the site's data).
 */
export function readSession(search: string, storage: Pick<Storage, 'getItem'> | null): Session {
  const params = new URLSearchParams(search);
  const session = { ...emptySession(), ...stored(storage) };
  for (const key of SESSION_KEYS) {
    const value = params.get(key);
    if (value !== null) session[key] = value;
  }
  const snakeProductId = params.get('product_id');
  if (params.get('productId') === null && snakeProductId !== null)
    session.productId = snakeProductId;
  return session;
}

export function keepSession(session: Session, storage: Pick<Storage, 'setItem'> | null): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Private mode or a full quota: the session still lives for this page.
  }
}

/** The address without the borrower's identity, or null when there is nothing to remove. */
export function addressWithoutSession(href: string): string | null {
  const url = new URL(href);
  const before = url.search;
  for (const key of HIDDEN_KEYS) url.searchParams.delete(key);
  if (url.search === before) return null;
  return `${url.pathname}${url.search}${url.hash}`;
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
