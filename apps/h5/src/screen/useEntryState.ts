import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

const PREFIX = 'entry:';

/** Where `name` is kept for the history entry keyed `entryKey`. */
const storageKey = (entryKey: string, name: string) => `${PREFIX}${entryKey}:${name}`;

/**
 * Where the phone keeps no site storage: the choices last as long as the page, which covers Back
 * within the app (from an agreement to the loan it belongs to), though not a reload.
 */
const inPage = new Map<string, string>();

function read(key: string): string | undefined {
  try {
    // A storage that reads but does not write (full, an old private mode) kept it in the page.
    return window.sessionStorage.getItem(key) ?? inPage.get(key);
  } catch {
    return inPage.get(key);
  }
}

function write(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    inPage.set(key, value);
  }
}

/**
 * A choice kept with the history entry it was made on (`name` tells a screen's choices apart):
 * back on that entry, from the page it led to, the screen finds it again. Kept in
 * sessionStorage under the entry's key; read after the first render, as only the browser has it.
 */
export function useEntryState(name: string): [string | undefined, (value: string) => void] {
  const { key } = useLocation();
  const where = storageKey(key, name);
  const [value, setValue] = useState<string>();
  useEffect(() => setValue(read(where)), [where]);
  const set = useCallback(
    (next: string) => {
      setValue(next);
      write(where, next);
    },
    [where],
  );
  return [value, set];
}

/** Forgets every kept choice: a story starts as a new page would. */
export function forgetEntryStates(): void {
  inPage.clear();
  for (const key of Object.keys(window.sessionStorage)) {
    if (key.startsWith(PREFIX)) window.sessionStorage.removeItem(key);
  }
}
