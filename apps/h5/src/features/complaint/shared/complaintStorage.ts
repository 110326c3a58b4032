/** The part of `localStorage` the complaint screens use. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Spec section 4: the chosen order's number, kept across the complaint screens. */
export const ORDER_NO_KEY = 'complaintOrderNo';

/** `localStorage`, which throws in some private modes and web views; call it in effects and handlers. */
export function browserStorage(): KeyValueStorage {
  return window.localStorage;
}

/** The stored order number, or null when none is kept or storage cannot be read. */
export function readOrderNo(storage: () => KeyValueStorage): string | null {
  try {
    const saved = storage().getItem(ORDER_NO_KEY)?.trim();
    return saved ? saved : null;
  } catch {
    return null;
  }
}

/** Keeps `orderNo`; a storage that refuses it changes nothing for the borrower. */
export function keepOrderNo(storage: () => KeyValueStorage, orderNo: string): void {
  try {
    storage().setItem(ORDER_NO_KEY, orderNo);
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
