import type { KeyValueStorage } from './complaintStorage.ts';

/** A `localStorage` stand-in for tests and stories: a map, or one that throws on every call. */
export function memoryStorage(
  entries: Record<string, string> = {},
): KeyValueStorage & Pick<Storage, 'key' | 'length'> & { entries: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    entries: map,
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}

export const brokenStorage = (): Storage => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};
