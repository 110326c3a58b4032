import { useEffect } from 'react';
import { lockScroll } from './scrollLock.ts';

/** Locks the page's scroll while the calling component is mounted. */
export function useScrollLock(): void {
  useEffect(() => lockScroll(), []);
}
