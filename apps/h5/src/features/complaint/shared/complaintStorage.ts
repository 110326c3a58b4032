/** The part of `localStorage` the complaint screens use. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Spec section 4: the chosen order's number, kept across the complaint screens. */
export const ORDER_NO_KEY = 'complaintOrderNo';
/**
 * The order whose page the choice was made from (the page's `orderId`): opened for another
 * order, the complaint is about that one, not an order chosen on an earlier visit.
 */
export const ORDER_FOR_KEY = 'complaintOrderFor';
/** Everything kept of the chosen order, cleared together once a complaint is sent. */
export const ORDER_KEYS = [ORDER_NO_KEY, ORDER_FOR_KEY] as const;

/** `localStorage`, which throws in some private modes and web views; call it in effects and handlers. */
export function browserStorage(): Storage {
  return window.localStorage;
}

/**
 * The order number chosen on a page opened for `forOrder`, or null when none is kept for it or
 * storage cannot be read.
 */
export function readOrderNo(storage: () => KeyValueStorage, forOrder: string): string | null {
  try {
    if (storage().getItem(ORDER_FOR_KEY) !== forOrder) return null;
    const saved = storage().getItem(ORDER_NO_KEY)?.trim();
    return saved ? saved : null;
  } catch {
    return null;
  }
}

/**
 * Keeps `orderNo`, chosen on a page opened for `forOrder`; a storage that refuses it changes
 * nothing for the borrower.
 */
export function keepOrderNo(
  storage: () => KeyValueStorage,
  orderNo: string,
  forOrder: string,
): void {
  try {
    storage().setItem(ORDER_NO_KEY, orderNo);
    storage().setItem(ORDER_FOR_KEY, forOrder);
  } catch {
    // Private mode or a full quota: the choice lasts as long as the page.
  }
}

/** Removes `keys`, each on its own, ignoring a storage that cannot be reached. */
export function forget(storage: () => KeyValueStorage, keys: readonly string[]): void {
  for (const key of keys) {
    try {
      storage().removeItem(key);
    } catch {
      // Nothing to clear where nothing could be kept.
    }
  }
}
